import { formatNumber, useLanguage } from '@sumaa/i18n';
import { Button, focusRing, Heading, Text } from '@sumaa/ui';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useTourAnchor } from '../hooks/useTourAnchor';
import { useTourPosition } from '../hooks/useTourPosition';
import { useTourTexts } from '../hooks/useTourTexts';
import { nextFocusIn } from '../lib/focusTrap';
import { tourKeyAction } from '../lib/tourPlacement';
import type { TourStep } from '../lib/tourSteps';
import { TourArrow } from './TourArrow';

export interface TourPopoverProps {
  step: TourStep;
  /** The step's place among this user's steps, from 0. */
  index: number;
  total: number;
  saveFailed: boolean;
  onNext(): void;
  onBack(): void;
  onSkip(): void;
}

/** Room left around the highlighted element. */
const HIGHLIGHT_PAD_PX = 6;

/**
 * One step of the tour: the element it is about lit up, and beside it a small modal dialog with the step's
 * text. Focus moves into it at each step and stays there (Tab goes round its buttons); the arrow key along the
 * reading order goes on and the other back (mirrored in Arabic); Escape skips the tour.
 */
export function TourPopover({ step, index, total, saveFailed, onNext, onBack, onSkip }: TourPopoverProps) {
  const { t } = useTourTexts();
  const { language, dir } = useLanguage();
  const anchor = useTourAnchor(step.id);
  const popoverRef = useRef<HTMLDivElement>(null);
  const arrowRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const position = useTourPosition(anchor, popoverRef, arrowRef, step.side, dir);
  const titleId = useId();
  const bodyId = useId();
  const last = index === total - 1;

  // Focus moves into each step, on the button that goes on: Enter continues, the dialog's name and text are read.
  useEffect(() => {
    primaryRef.current?.focus();
  }, [step.id]);

  // A click on the page behind (or a script moving focus) does not take the keyboard out of the step.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const popover = popoverRef.current;
      if (popover && !popover.contains(event.target as Node)) primaryRef.current?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      nextFocusIn(event.currentTarget, event.shiftKey)?.focus();
      return;
    }
    const action = tourKeyAction(event.key, dir);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action === 'next') onNext();
    else if (action === 'back') onBack();
    else onSkip();
  };

  const target = position?.target;
  return createPortal(
    <>
      <StyledBlocker aria-hidden="true" $dimmed={!target} />
      {target && (
        <StyledHighlight
          aria-hidden="true"
          style={{
            top: target.top - HIGHLIGHT_PAD_PX,
            left: target.left - HIGHLIGHT_PAD_PX,
            width: target.width + HIGHLIGHT_PAD_PX * 2,
            height: target.height + HIGHLIGHT_PAD_PX * 2,
          }}
        />
      )}
      <StyledPopover
        ref={popoverRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-placement={position?.placement ?? 'center'}
        $placed={Boolean(position)}
        // Coordinates from the engine are physical, so they go inline (the stylesheet's left/right are mirrored).
        style={position ? { top: position.y, left: position.x } : undefined}
      >
        <TourArrow ref={arrowRef} position={position} />
        <Text size="sm" tone="secondary">
          {t('progress', {
            current: formatNumber(index + 1, language),
            total: formatNumber(total, language),
          })}
        </Text>
        <Heading level={4} as="h2" id={titleId}>
          {t(`steps.${step.id}.title`)}
        </Heading>
        <Text id={bodyId}>{t(`steps.${step.id}.body`)}</Text>
        <Text size="xs" tone="secondary">
          {t('keys')}
        </Text>
        {saveFailed && (
          <Text size="sm" tone="danger" role="status">
            {t('saveFailed')}
          </Text>
        )}
        <StyledActions>
          <Button size="sm" variant="ghost" onClick={onSkip}>
            {t('skip')}
          </Button>
          <StyledSteps>
            {index > 0 && (
              <Button size="sm" variant="secondary" onClick={onBack}>
                {t('back')}
              </Button>
            )}
            <Button ref={primaryRef} size="sm" onClick={onNext}>
              {last ? t('finish') : t('next')}
            </Button>
          </StyledSteps>
        </StyledActions>
      </StyledPopover>
    </>,
    document.body,
  );
}

const StyledBlocker = styled.div<{ $dimmed: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  background: ${({ theme, $dimmed }) => ($dimmed ? theme.colors.overlay : 'transparent')};
`;

/** A hole in the dimmed page: its shadow darkens everything around the element. */
const StyledHighlight = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 0 0 9999px ${({ theme }) => theme.colors.overlay};
  outline: 2px solid ${({ theme }) => theme.colors.primary};
  pointer-events: none;
  transition: all ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const StyledPopover = styled.div<{ $placed: boolean }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: min(22rem, calc(100vw - 24px));
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
  /* Until its element is found (or when there is none) the step sits in the middle of the screen. */
  ${({ $placed }) => ($placed ? '' : 'inset: 0; margin: auto; block-size: fit-content;')}

  &:focus-visible {
    ${focusRing}
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[2]};
`;

const StyledSteps = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;
