import { ChevronDownIcon, plainList } from '@sumaa/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface DisclosureItem {
  id: string;
  /** The always-visible line (a question); activating it shows or hides the answer. */
  summary: ReactNode;
  /** The hidden part (an answer). */
  content: ReactNode;
}

export interface DisclosureListProps {
  items: DisclosureItem[];
  className?: string;
}

/**
 * Questions and answers as native `<details>`/`<summary>` disclosures: keyboard and screen-reader support come
 * from the browser, and the answers stay in the page for search engines and the browser's find.
 */
export function DisclosureList({ items, className }: DisclosureListProps) {
  return (
    <StyledList className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <StyledDetails id={item.id}>
            <StyledSummary>
              <span>{item.summary}</span>
              <ChevronDownIcon />
            </StyledSummary>
            <StyledContent>{item.content}</StyledContent>
          </StyledDetails>
        </li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul`
  ${plainList(3)}
`;

const StyledDetails = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

const StyledSummary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
    transition: transform ${({ theme }) => theme.motion.duration.fast} ease;
  }
`;

const StyledContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: 0 ${({ theme }) => theme.space[5]};
  padding-inline: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textSecondary};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
