import { AlertBanner, Button, Dialog } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';

export interface TourChoiceDialogProps {
  /** Which choice is being recorded (its button is busy, the others wait). */
  busyChoice: 'tour' | 'skip' | null;
  error: string | null;
  onChoose(startTour: boolean): void;
  onClose(): void;
}

/**
 * The modal of spec §2 step 3: take the tour or skip; both finish the setup. The kit's Dialog makes it a real
 * modal (page inert, Tab kept inside, Escape closes, focus returns); it cannot be closed while a choice is saved.
 */
export function TourChoiceDialog({ busyChoice, error, onChoose, onClose }: TourChoiceDialogProps) {
  const { t } = useTranslation('onboarding');
  const busy = busyChoice !== null;

  return (
    <Dialog
      open
      onClose={onClose}
      preventClose={busy}
      closeOnBackdropClick={false}
      closeLabel={t('completion.dialog.close')}
      title={t('completion.dialog.title')}
      description={t('completion.dialog.body')}
      footer={
        <>
          <Button
            size="lg"
            loading={busyChoice === 'tour'}
            disabled={busyChoice === 'skip'}
            onClick={() => onChoose(true)}
          >
            {t('completion.dialog.tour')}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            loading={busyChoice === 'skip'}
            disabled={busyChoice === 'tour'}
            onClick={() => onChoose(false)}
          >
            {t('completion.dialog.skip')}
          </Button>
        </>
      }
    >
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
    </Dialog>
  );
}
