import { RemoteFallback } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { ShellFrame } from '../app/ShellFrame';

export interface RemoteFailureProps {
  error: Error;
  onRetry: () => void;
}

/** What the shell shows in place of an area that could not be loaded; every other area keeps working. */
export function RemoteFailure({ error, onRetry }: RemoteFailureProps) {
  const { t } = useTranslation('common');
  return (
    <ShellFrame>
      <RemoteFallback
        title={t('remoteFallback.title')}
        message={t('remoteFallback.message')}
        retryLabel={t('remoteFallback.retry')}
        onRetry={onRetry}
        details={error.message}
      />
    </ShellFrame>
  );
}
