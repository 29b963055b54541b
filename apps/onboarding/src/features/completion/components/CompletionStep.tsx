import { errorTextOf } from '../../../shared/errorText';
import type { AuthSession, SyncSummary } from '@sumaa/contracts';
import { AlertBanner, Button, Spinner, Stack } from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinishOnboarding } from '../api/finishOnboarding';
import { DashboardPreview } from './DashboardPreview';
import { TourChoiceDialog } from './TourChoiceDialog';

/** The latest sync's summary as the step receives it (the wizard reads it; this step only shows it). */
export interface SyncSummaryState {
  status: 'pending' | 'error' | 'success';
  /** null when the latest sync has no summary (not completed). */
  summary: SyncSummary | null;
  error: unknown;
  retry(): void;
  retrying: boolean;
}

export interface CompletionStepProps {
  summary: SyncSummaryState;
  /** Step 4 is recorded; the session the server answered (currentStep 4). */
  onFinished(session: AuthSession): void;
}

/** Step 3: the preview from the synced numbers, then the tour-or-skip choice that finishes the setup. */
export function CompletionStep({ summary, onFinished }: CompletionStepProps) {
  const { t } = useTranslation('onboarding');
  const finish = useFinishOnboarding();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [choice, setChoice] = useState<'tour' | 'skip' | null>(null);

  const choose = (startTour: boolean) => {
    setChoice(startTour ? 'tour' : 'skip');
    finish.mutate({ startTour }, { onSuccess: onFinished, onSettled: () => setChoice(null) });
  };

  return (
    <Stack gap={5}>
      {summary.status === 'pending' && <Spinner label={t('completion.loading')} />}
      {summary.status === 'error' && (
        <AlertBanner
          tone="error"
          action={
            <Button variant="secondary" size="sm" loading={summary.retrying} onClick={summary.retry}>
              {t('retry')}
            </Button>
          }
        >
          {errorTextOf(summary.error, t('completion.loadFailed'))}
        </AlertBanner>
      )}
      {summary.status === 'success' &&
        (summary.summary ? (
          <DashboardPreview summary={summary.summary} />
        ) : (
          <AlertBanner tone="info">{t('completion.summaryMissing')}</AlertBanner>
        ))}

      <div>
        <Button size="lg" onClick={() => setDialogOpen(true)}>
          {t('completion.goToDashboard')}
        </Button>
      </div>

      {dialogOpen && (
        <TourChoiceDialog
          busyChoice={choice}
          error={finish.isError ? errorTextOf(finish.error, t('completion.dialog.finishFailed')) : null}
          onChoose={choose}
          onClose={() => {
            finish.reset();
            setDialogOpen(false);
          }}
        />
      )}
    </Stack>
  );
}
