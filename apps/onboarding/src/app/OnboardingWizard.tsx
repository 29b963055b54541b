// The wizard (spec §2, §4): the shown step is the session's currentStep, which the server advances; each
// step reports its outcome here and the store is brought in line with the server, so a reload resumes at
// the same place.
import { useAuthStore } from '@sumaa/api-client';
import { type AuthSession, ONBOARDING_STEPS as STEP_NUMBERS, type SyncJob } from '@sumaa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { CompletionStep, type SyncSummaryState } from '../features/completion/components/CompletionStep';
import { ConnectGoogleStep } from '../features/connect-google/components/ConnectGoogleStep';
import { googleLocationsQueryKey } from '../features/locations/api/getGoogleLocations';
import { ChooseLocationsStep } from '../features/locations/components/ChooseLocationsStep';
import { useLatestSyncJobQuery } from '../features/sync/api/getLatestSyncJob';
import { SyncProgressStep } from '../features/sync/components/SyncProgressStep';
import { OnboardingPage } from '../features/wizard/components/OnboardingPage';
import { StepCard } from '../features/wizard/components/StepCard';
import { stepIndexFor } from '../features/wizard/onboardingSteps';

/** Where the business area lives in the shell. */
const DASHBOARD_PATH = '/customer';

export function OnboardingWizard() {
  const user = useAuthStore((state) => state.user);
  const refreshUser = useAuthStore((state) => state.refreshUser);
  const setCurrentStep = useAuthStore((state) => state.setCurrentStep);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const savedStep = stepIndexFor(user?.currentStep);
  // Going back to connect another (or a lost) Google account does not change the saved step.
  const [reconnecting, setReconnecting] = useState(false);
  // Set when the user links locations in this visit: the progress step starts a sync instead of resuming.
  const [linkedNow, setLinkedNow] = useState(false);
  const current = reconnecting ? STEP_NUMBERS.connectGoogle : savedStep;

  /** Mirrors a step the server has already recorded, never going back. */
  const advanceTo = useCallback(
    (step: number) => setCurrentStep(Math.max(useAuthStore.getState().user?.currentStep ?? 0, step)),
    [setCurrentStep],
  );

  const onConnected = useCallback(async () => {
    queryClient.removeQueries({ queryKey: googleLocationsQueryKey });
    try {
      await refreshUser(); // the server moved currentStep to 1
    } catch {
      advanceTo(STEP_NUMBERS.chooseLocations);
    }
    setReconnecting(false);
  }, [advanceTo, queryClient, refreshUser]);

  const onLinked = useCallback(() => {
    setLinkedNow(true);
    advanceTo(STEP_NUMBERS.sync);
  }, [advanceTo]);

  const onSyncCompleted = useCallback((_job: SyncJob) => advanceTo(STEP_NUMBERS.completion), [advanceTo]);

  const onChooseLocations = useCallback(() => {
    // Only for a sync that cannot run: the server's step stays; the locations step is shown again.
    setLinkedNow(false);
    setCurrentStep(STEP_NUMBERS.chooseLocations);
  }, [setCurrentStep]);

  const onFinished = useCallback(
    (session: AuthSession) => {
      setCurrentStep(session.user.currentStep);
      void navigate(DASHBOARD_PATH, { replace: true });
    },
    [navigate, setCurrentStep],
  );

  let step;
  if (current === STEP_NUMBERS.connectGoogle) step = <ConnectGoogleStep onConnected={onConnected} />;
  else if (current === STEP_NUMBERS.chooseLocations)
    step = <ChooseLocationsStep onConnectGoogle={() => setReconnecting(true)} onLinked={onLinked} />;
  else if (current === STEP_NUMBERS.sync)
    step = (
      <SyncProgressStep
        startOnArrival={linkedNow}
        onCompleted={onSyncCompleted}
        onChooseLocations={onChooseLocations}
      />
    );
  else step = <Completion onFinished={onFinished} />;

  return (
    <OnboardingPage current={current}>
      <StepCard current={current}>{step}</StepCard>
    </OnboardingPage>
  );
}

/** The completion step with the latest sync's summary. */
function Completion({ onFinished }: { onFinished(session: AuthSession): void }) {
  const latest = useLatestSyncJobQuery();
  const summary: SyncSummaryState = {
    status: latest.isPending ? 'pending' : latest.isError && !latest.data ? 'error' : 'success',
    summary: latest.data?.summary ?? null,
    error: latest.error,
    retry: () => void latest.refetch(),
    retrying: latest.isFetching,
  };
  return <CompletionStep summary={summary} onFinished={onFinished} />;
}
