import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StatCard, type StatCardProps } from './StatCard';

export interface StatItem extends StatCardProps {
  id: string;
}

export interface StatGridProps {
  /** Names the region the figures stand in. */
  label: string;
  /** The figures as data; `children` (StatCards) follow them. */
  items?: readonly StatItem[];
  /** While newer figures load, the old ones stay in view, dimmed and marked busy. */
  busy?: boolean;
  children?: ReactNode;
}

/** A row of figure cards (two a row on a phone, four on a wide screen), as a labelled definition list. */
export function StatGrid({ label, items = [], busy = false, children }: StatGridProps) {
  return (
    <StyledRegion aria-label={label} aria-busy={busy || undefined} $dimmed={busy}>
      <StyledGrid>
        {items.map(({ id, ...item }) => (
          <StatCard key={id} {...item} />
        ))}
        {children}
      </StyledGrid>
    </StyledRegion>
  );
}

const StyledRegion = styled.section<{ $dimmed: boolean }>`
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.duration.normal};
`;

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(13rem, calc(50% - 0.5rem)), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;
