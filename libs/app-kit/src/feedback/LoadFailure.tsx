import { AlertBanner, Button } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { failureText } from './failureText';

export interface LoadFailureProps {
  /** What could not be loaded (e.g. spec §8's 'خطأ في جلب أعضاء الفريق'). */
  title: string;
  error: unknown;
  onRetry(): void;
}

/** Something that could not be read: what failed, the reason when there is one, and a way to try again. */
export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  const { t } = useTranslation('common');
  const reason = failureText(error, title);
  return (
    <AlertBanner
      tone="error"
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {reason !== title ? reason : undefined}
    </AlertBanner>
  );
}
