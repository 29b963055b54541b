import { useLanguage } from '@sumaa/i18n';
import { RemoteFallback, ThemeRoot } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';

/** Without its runtime config the shell cannot reach the API or any area: say so and offer a reload. */
export function StartupFailure() {
  const { dir } = useLanguage();
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  return (
    <ThemeRoot direction={dir}>
      <main>
        <RemoteFallback
          title={t('startupFailed')}
          message={t('startupFailedMessage')}
          retryLabel={tCommon('retry')}
          onRetry={() => window.location.reload()}
        />
      </main>
    </ThemeRoot>
  );
}
