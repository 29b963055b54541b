import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { AlertCircleIcon } from '../../icons/AlertCircleIcon';
import { CheckCircleIcon } from '../../icons/CheckCircleIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import { InfoIcon } from '../../icons/InfoIcon';
import { WarningIcon } from '../../icons/WarningIcon';
import type { Tone } from '../../theme/theme';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

export interface AlertBannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button with this accessible name; needs `onDismiss`. */
  dismissLabel?: string;
  onDismiss?: () => void;
  /** Extra content at the end, e.g. a "Resend" button. */
  action?: ReactNode;
}

const TONE: Record<AlertTone, Tone> = {
  error: 'danger',
  success: 'success',
  info: 'info',
  warning: 'warning',
};
const ICON = { error: AlertCircleIcon, success: CheckCircleIcon, info: InfoIcon, warning: WarningIcon };

/** A message across the top of a form or page. Errors interrupt (role="alert"); the rest wait politely (role="status"). */
export function AlertBanner({
  tone,
  title,
  children,
  dismissLabel,
  onDismiss,
  action,
  ...rest
}: AlertBannerProps) {
  const Icon = ICON[tone];
  return (
    <StyledBanner role={tone === 'error' ? 'alert' : 'status'} $tone={TONE[tone]} {...rest}>
      <StyledIcon>
        <Icon size="1.25rem" />
      </StyledIcon>
      <StyledBody>
        {title && <StyledTitle>{title}</StyledTitle>}
        {children && <div>{children}</div>}
      </StyledBody>
      {action}
      {onDismiss && dismissLabel && (
        <StyledDismiss type="button" aria-label={dismissLabel} title={dismissLabel} onClick={onDismiss}>
          <CloseIcon size="1rem" />
        </StyledDismiss>
      )}
    </StyledBanner>
  );
}

const StyledBanner = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.tones[$tone].solid};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.tones[$tone].soft};
  color: ${({ theme, $tone }) => theme.tones[$tone].text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledIcon = styled.span`
  display: inline-flex;
  margin-block-start: 0.1em;
`;

const StyledBody = styled.div`
  flex: 1;
  min-inline-size: 0;
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledDismiss = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  margin-block: -4px;
  margin-inline-end: -8px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
