import type { Tone } from '@sumaa/ui';
import styled from 'styled-components';

export interface CountItem {
  id: string;
  label: string;
  /** Already formatted in the reader's digits. */
  value: string;
  tone?: Tone;
}

export interface CountListProps {
  /** Names the group for screen readers (a region). */
  label: string;
  items: readonly CountItem[];
}

/** A few counts side by side (what an import or a send will do): each a term and its figure, in a region. */
export function CountList({ label, items }: CountListProps) {
  return (
    <section aria-label={label}>
      <StyledList>
        {items.map((item) => (
          <StyledItem key={item.id} $tone={item.tone ?? 'neutral'}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </StyledItem>
        ))}
      </StyledList>
    </section>
  );
}

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const StyledItem = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.tones[$tone].soft};

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    color: ${({ theme, $tone }) => theme.tones[$tone].text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
