import { placeServerErrors } from '@sumaa/app-kit';
import { AlertBanner, Button } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';

export interface LoadFailureProps {
  /** What could not be loaded. */
  title: string;
  error: unknown;
  onRetry(): void;
}

/** Figures that could not be read: what failed, the server's reason when there is one, and a way to try again. */
export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  const { t } = useTranslation('common');
  const reason = placeServerErrors(
    error,
    () => undefined,
    () => undefined,
    title,
  ).banner;
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
      {reason && reason !== title ? reason : undefined}
    </AlertBanner>
  );
}
