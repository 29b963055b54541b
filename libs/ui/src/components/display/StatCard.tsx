import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';

export interface StatCardProps {
  label: string;
  /** The figure, formatted in the reader's digits. */
  value: string;
  /** Under the figure: what it counts, or how it compares. */
  note?: ReactNode;
  /** A small button under the note (e.g. "Show unreplied"). */
  action?: ReactNode;
  /** Less padding on a phone, for a card that carries an action. */
  compact?: boolean;
}

/** One figure of a StatGrid: its name (dt), the figure and its note (dd). */
export function StatCard({ label, value, note, action, compact = false }: StatCardProps) {
  return (
    <StyledCard $compact={compact}>
      <StyledLabel>{label}</StyledLabel>
      {/* <bdi>: a signed percent keeps its sign at its start inside right-to-left text. */}
      <StyledValue>
        <bdi>{value}</bdi>
      </StyledValue>
      {note && <StyledNote>{note}</StyledNote>}
      {action && <StyledAction>{action}</StyledAction>}
    </StyledCard>
  );
}

const StyledCard = styled(Card)<{ $compact: boolean }>`
  gap: ${({ theme }) => theme.space[1]};

  ${({ theme, $compact }) =>
    $compact &&
    `${theme.media.belowTablet} {
      padding: ${theme.space[3]};
    }`}
`;

const StyledLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const StyledNote = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledAction = styled.dd`
  min-inline-size: 0;
  margin: 0;
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space[3]});

  /* A phone's half-width card is narrower than "Show unreplied reviews": the button's words wrap inside it. */
  & > * {
    max-inline-size: 100%;
    white-space: normal;
    text-align: start;
  }
`;
