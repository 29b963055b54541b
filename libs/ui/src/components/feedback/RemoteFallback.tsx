import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { RefreshIcon } from '../../icons/RefreshIcon';
import { WarningIcon } from '../../icons/WarningIcon';
import { Button } from '../actions/Button';

export interface RemoteFallbackProps {
  title: ReactNode;
  message: ReactNode;
  retryLabel: string;
  /** May return a promise: the button shows it is busy until it settles. */
  onRetry: () => void | Promise<unknown>;
  /** Technical details (the load error) for support: folded under `detailsLabel` when given, else shown small. */
  details?: ReactNode;
  /** The summary line of the folded details, e.g. "Technical details" / "تفاصيل تقنية". */
  detailsLabel?: string;
  /** The title's element: h2 inside a page frame (default), h1 when the fallback is the whole page. */
  titleAs?: 'h1' | 'h2' | 'h3';
}

/**
 * Shown in place of a part of the product that failed to load (a micro-frontend that is down).
 * It sits inside the page frame, so the header and the other areas keep working.
 */
export function RemoteFallback({
  title,
  message,
  retryLabel,
  onRetry,
  details,
  detailsLabel,
  titleAs = 'h2',
}: RemoteFallbackProps) {
  const [retrying, setRetrying] = useState(false);
  const handleRetry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <StyledPanel role="alert">
      <StyledIcon aria-hidden="true">
        <WarningIcon size="1.75rem" />
      </StyledIcon>
      <StyledTitle as={titleAs}>{title}</StyledTitle>
      <StyledMessage>{message}</StyledMessage>
      <Button
        onClick={() => void handleRetry()}
        loading={retrying}
        startIcon={<RefreshIcon size="1.125rem" />}
      >
        {retryLabel}
      </Button>
      {details && detailsLabel && (
        <StyledDetails>
          <summary>{detailsLabel}</summary>
          <pre dir="ltr">{details}</pre>
        </StyledDetails>
      )}
      {details && !detailsLabel && <StyledDetailsLine dir="ltr">{details}</StyledDetailsLine>}
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: 32rem;
  margin-block: ${({ theme }) => theme.space[10]};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  text-align: center;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 56px;
  block-size: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.tones.warning.soft};
  color: ${({ theme }) => theme.tones.warning.text};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledMessage = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  margin-block-end: ${({ theme }) => theme.space[2]};
`;

const StyledDetails = styled.details`
  inline-size: 100%;
  margin-block-start: ${({ theme }) => theme.space[2]};
  text-align: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};

  summary {
    cursor: pointer;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    display: flex;
    align-items: center;
    justify-content: center;
  }

  pre {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.fonts.mono};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    text-align: start;
  }
`;

const StyledDetailsLine = styled.p`
  max-inline-size: 100%;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
