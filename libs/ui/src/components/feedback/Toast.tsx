import { useEffect, useRef, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { AlertCircleIcon } from '../../icons/AlertCircleIcon';
import { CheckCircleIcon } from '../../icons/CheckCircleIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import type { ToastTone } from './toastContext';

export interface ToastProps {
  message: string;
  tone: ToastTone;
  /** Milliseconds before onDismiss is called by itself; null keeps it until closed. */
  duration: number | null;
  closeLabel: string;
  onDismiss(): void;
}

/**
 * One toast of a ToastProvider. Its timer pauses while the pointer is over it or focus is inside it, and
 * resumes with the time that was left, so nobody loses a message while reading it or reaching its button.
 */
export function Toast({ message, tone, duration, closeLabel, onDismiss }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || remaining.current === null) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const Icon = tone === 'error' ? AlertCircleIcon : CheckCircleIcon;
  return (
    <StyledToast
      $tone={tone}
      data-tone={tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <StyledIcon $tone={tone}>
        <Icon size="1.25rem" />
      </StyledIcon>
      <StyledMessage>{message}</StyledMessage>
      <StyledClose type="button" aria-label={closeLabel} title={closeLabel} onClick={onDismiss}>
        <CloseIcon size="1rem" />
      </StyledClose>
    </StyledToast>
  );
}

const StyledToast = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.tones.danger.border : theme.tones.success.border)};
  border-inline-start-width: 4px;
  border-inline-start-color: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.tones.danger.solid : theme.tones.success.solid};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
`;

const StyledIcon = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  margin-block-start: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.tones.danger.solid : theme.tones.success.solid)};
`;

const StyledMessage = styled.p`
  flex: 1;
  margin: 0;
  padding-block: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 32px;
  block-size: 32px;
  margin: -${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;
