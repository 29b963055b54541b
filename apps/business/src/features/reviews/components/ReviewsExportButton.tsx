import type { ReviewExportQuery } from '@sumaa/contracts';
import { Button, useToast } from '@sumaa/ui';
import { useExportReviewsMutation } from '../api/exportReviews';
import { useReviewsTexts } from '../hooks/useReviewsTexts';
import { failureText } from '@sumaa/app-kit';

export interface ReviewsExportButtonProps {
  /** The inbox's current filters and order: the file holds what the list shows, every page of it. */
  query: ReviewExportQuery;
  /** Nothing to export (the list is empty). */
  disabled?: boolean;
}

/** "Export CSV": downloads the reviews matching the inbox's filters (decisions #5). */
export function ReviewsExportButton({ query, disabled = false }: ReviewsExportButtonProps) {
  const { t } = useReviewsTexts();
  const toast = useToast();
  const exportReviews = useExportReviewsMutation();
  return (
    <Button
      variant="secondary"
      loading={exportReviews.isPending}
      disabled={disabled}
      onClick={() =>
        exportReviews.mutate(query, {
          onError: (error) => toast.show({ tone: 'error', message: failureText(error, t('export.failed')) }),
        })
      }
    >
      {t('export.button')}
    </Button>
  );
}
