import { Children, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CardGridProps {
  /** The cards; each is put in its own list item. */
  children: ReactNode;
  /** The narrowest a card may get before the grid drops a column (default 16rem: one column on a phone). */
  minCardWidth?: string;
  /** Names the list for screen readers when the heading above does not. */
  'aria-label'?: string;
  className?: string;
}

/** Cards in a responsive grid, as a list (screen readers announce how many there are). */
export function CardGrid({ children, minCardWidth = '16rem', className, ...rest }: CardGridProps) {
  return (
    <StyledGrid $minCardWidth={minCardWidth} className={className} aria-label={rest['aria-label']}>
      {Children.map(children, (child) => (child === null || child === undefined ? null : <li>{child}</li>))}
    </StyledGrid>
  );
}

const StyledGrid = styled.ul<{ $minCardWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $minCardWidth }) => $minCardWidth}), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    min-inline-size: 0;
  }

  > li > * {
    flex: 1;
  }

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;
