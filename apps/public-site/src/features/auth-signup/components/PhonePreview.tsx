import { formatSaudiPhone, normalizePhone, SAUDI_MOBILE_PATTERN } from '@sumaa/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The phone field's hint: the expected format while the number is incomplete, then the number as the product
 * will show it (`+966 5x xxx xxxx`, decisions #9). Arabic-Indic digits count, as the contracts normalise them.
 */
export function PhonePreview({ value }: { value: string }) {
  const { t } = useTranslation('public-site');
  if (!SAUDI_MOBILE_PATTERN.test(normalizePhone(value))) return <>{t('signup.phoneHint')}</>;
  return (
    <>
      {t('signup.phonePreview')}{' '}
      {/* An isolated left-to-right run, so "+966" keeps its place inside an Arabic sentence. */}
      <bdi dir="ltr">{formatSaudiPhone(value)}</bdi>
    </>
  );
}
