// /customer/analytics (spec §2 "analytics", issue 11). TODO(issue 11): built by the analytics screen work.
import { PageHeader } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';

export function AnalyticsPage() {
  const { t } = useTranslation('business');
  return <PageHeader title={t('pages.analytics.title')} description={t('pages.analytics.summary')} />;
}
