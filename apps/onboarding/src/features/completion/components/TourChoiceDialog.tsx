import { AlertBanner, Button, CloseIcon, Heading, IconButton, Stack, Text } from '@sumaa/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface TourChoiceDialogProps {
  /** Which choice is being recorded (its button is busy, the others wait). */
  busyChoice: 'tour' | 'skip' | null;
  error: string | null;
  onChoose(startTour: boolean): void;
  onClose(): void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The modal of spec §2 step 3: take the tour or skip; both finish the setup. A real modal: the rest of the
 * page is inert while it is open, Tab stays inside, Escape closes it, and focus returns where it was.
 */
export function TourChoiceDialog({ busyChoice, error, onChoose, onClose }: TourChoiceDialogProps) {
  const { t } = useTranslation('onboarding');
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The dialog's own place at the end of <body>, so everything else can be made inert while it is open.
  const [container] = useState(() => document.createElement('div'));
  const busy = busyChoice !== null;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    document.body.appendChild(container);
    const others = [...document.body.children].filter(
      (element): element is HTMLElement => element !== container && !element.hasAttribute('inert'),
    );
    others.forEach((element) => element.setAttribute('inert', ''));
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      others.forEach((element) => element.removeAttribute('inert'));
      container.remove();
      opener?.focus();
    };
  }, [container]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <StyledBackdrop>
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <StyledClose>
          <IconButton
            aria-label={t('completion.dialog.close')}
            variant="ghost"
            disabled={busy}
            onClick={onClose}
          >
            <CloseIcon />
          </IconButton>
        </StyledClose>
        <Stack gap={3}>
          <Heading level={3} as="h2" id={titleId}>
            {t('completion.dialog.title')}
          </Heading>
          <Text id={bodyId} tone="secondary">
            {t('completion.dialog.body')}
          </Text>
          {error && <AlertBanner tone="error">{error}</AlertBanner>}
          <StyledChoices>
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
          </StyledChoices>
        </Stack>
      </StyledDialog>
    </StyledBackdrop>,
    container,
  );
}

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledDialog = styled.div`
  position: relative;
  inline-size: 100%;
  max-inline-size: 30rem;
  max-block-size: calc(100vh - ${({ theme }) => theme.space[8]});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const StyledClose = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[2]};
  inset-inline-end: ${({ theme }) => theme.space[2]};
`;

const StyledChoices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;
