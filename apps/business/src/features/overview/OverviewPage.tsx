import { PageHeader, Stack } from '@sumaa/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewGreeting } from './components/OverviewGreeting';
import { OverviewScreen } from './components/OverviewScreen';
import { OverviewSkeleton } from './components/OverviewSkeleton';
import type { OverviewLinkPage } from './components/QuickLinks';

export type { OverviewLinkPage };

export interface OverviewPageProps {
  /** The quick links to show: the pages among reviews, analytics and team that this user may open. */
  quickLinks: readonly OverviewLinkPage[];
}

/**
 * The overview (spec §2 "overview"). The title and greeting are the dashboard's own texts, shown at once; the
 * figures' texts travel with this page's code, so only that part waits for them.
 */
export function OverviewPage({ quickLinks }: OverviewPageProps) {
  const { t } = useTranslation('business');
  const { t: common } = useTranslation('common');
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('pages.overview.title')}
        intro={<OverviewGreeting />}
        description={t('pages.overview.summary')}
      />
      <Suspense fallback={<OverviewSkeleton label={common('loading')} />}>
        <OverviewScreen quickLinks={quickLinks} />
      </Suspense>
    </Stack>
  );
}
