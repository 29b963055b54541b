import { PageHeader, Stack } from '@sumaa/ui';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@sumaa/app-kit';
import { AnalyticsSkeleton } from './components/AnalyticsSkeleton';

// The figures load on demand, in their own chunk with the chart library and the page's texts: the other pages
// of the dashboard (and users without ViewAnalytics, stopped by the page's gate) never download them.
const loadAnalyticsScreen = () =>
  import(/* webpackChunkName: "analytics" */ './components/AnalyticsScreen').then(
    (module) => module.AnalyticsScreen,
  );

/** Once downloaded, the screen opens at once on the next visit. */
let downloadedScreen: ComponentType | null = null;

/**
 * The chunk is fetched by an effect and held in state rather than thrown to Suspense by React.lazy: a failed
 * download (offline, a new deployment) then says so with a retry inside the page instead of reaching the
 * remote's error boundary, and a navigation to the page (a transition) shows the page's skeleton at once.
 */
function useAnalyticsScreen() {
  const [screen, setScreen] = useState<ComponentType | null>(() => downloadedScreen);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (screen) return;
    let current = true;
    loadAnalyticsScreen().then(
      (Screen) => {
        downloadedScreen = Screen;
        if (current) setScreen(() => Screen);
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [screen, attempt]);
  const retry = () => {
    setFailure(null);
    setAttempt((count) => count + 1);
  };
  return { Screen: screen, failure, retry };
}

/**
 * /customer/analytics (spec §2 "analytics", issue 11). The title is the dashboard's own text, shown at once;
 * the period select, the figures and their charts wait for their code.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('business');
  const { t: common } = useTranslation('common');
  const { Screen, failure, retry } = useAnalyticsScreen();
  const skeleton = <AnalyticsSkeleton label={common('loading')} withToolbar />;
  let content = skeleton;
  if (failure)
    content = <LoadFailure title={common('remoteFallback.title')} error={failure.error} onRetry={retry} />;
  else if (Screen)
    content = (
      <Suspense fallback={skeleton}>
        <Screen />
      </Suspense>
    );
  return (
    <Stack gap={6}>
      <PageHeader title={t('pages.analytics.title')} description={t('pages.analytics.summary')} />
      {content}
    </Stack>
  );
}
