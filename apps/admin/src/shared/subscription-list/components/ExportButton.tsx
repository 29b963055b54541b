import type { SubscriptionListQuery } from '@sumaa/contracts';
import { Button, useToast } from '@sumaa/ui';
import { useExportSubscriptionsMutation } from '../api/exportSubscriptions';
import { useSubscriptionListTexts } from '../hooks/useSubscriptionListTexts';
import { failureText } from '@sumaa/app-kit';

/** "Export CSV": every row matching the list's current filters and order, not only this page (decisions #5). */
export function ExportButton({
  query,
  disabled = false,
}: {
  query: SubscriptionListQuery;
  disabled?: boolean;
}) {
  const { t } = useSubscriptionListTexts();
  const toast = useToast();
  const exportList = useExportSubscriptionsMutation();
  return (
    <Button
      variant="secondary"
      loading={exportList.isPending}
      disabled={disabled}
      onClick={() =>
        exportList.mutate(query, {
          onError: (error) => toast.show({ tone: 'error', message: failureText(error, t('export.failed')) }),
        })
      }
    >
      {t('export.button')}
    </Button>
  );
}
