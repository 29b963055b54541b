import { Card } from '@sumaa/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface StatItem {
  id: string;
  label: string;
  value: string;
  note?: ReactNode;
}

/** A row of figure cards (two a row on a phone, four on a wide screen), as a labelled definition list. */
export function StatCards({ label, items }: { label: string; items: readonly StatItem[] }) {
  return (
    <section aria-label={label}>
      <StyledGrid>
        {items.map((item) => (
          <StyledCard key={item.id}>
            <StyledLabel>{item.label}</StyledLabel>
            <StyledValue>{item.value}</StyledValue>
            {item.note && <StyledNote>{item.note}</StyledNote>}
          </StyledCard>
        ))}
      </StyledGrid>
    </section>
  );
}

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(13rem, calc(50% - 0.5rem)), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;

const StyledCard = styled(Card)`
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
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
