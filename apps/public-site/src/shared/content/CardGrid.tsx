import { Children, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CardGridProps {
  /** The cards; each is put in its own list item. */
  children: ReactNode;
  /** The narrowest a card may get before the grid drops a column (default 16rem: one column on a phone). */
  minCardWidth?: string;
  /** At most this many cards in a row, e.g. 2 for four long cards (two rows of two, not three and one alone). */
  maxColumns?: number;
  /** Names the list for screen readers when the heading above does not. */
  'aria-label'?: string;
  className?: string;
}

/** Cards in a responsive grid, as a list (screen readers announce how many there are). */
export function CardGrid({
  children,
  minCardWidth = '16rem',
  maxColumns,
  className,
  ...rest
}: CardGridProps) {
  return (
    <StyledGrid
      $minCardWidth={minCardWidth}
      $maxColumns={maxColumns}
      className={className}
      aria-label={rest['aria-label']}
    >
      {Children.map(children, (child) => (child === null || child === undefined ? null : <li>{child}</li>))}
    </StyledGrid>
  );
}

/*
 * As many columns as fit cards of at least the minimum width; with maxColumns, a card is also at least
 * 1/maxColumns of the row (less the gaps), which caps the columns without a breakpoint.
 */
const StyledGrid = styled.ul<{ $minCardWidth: string; $maxColumns?: number }>`
  --card-grid-gap: ${({ theme }) => theme.space[4]};
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(
      min(
        100%,
        ${({ $minCardWidth, $maxColumns }) =>
          $maxColumns
            ? `max(${$minCardWidth}, (100% - ${$maxColumns - 1} * var(--card-grid-gap)) / ${$maxColumns})`
            : $minCardWidth}
      ),
      1fr
    )
  );
  gap: var(--card-grid-gap);
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
    --card-grid-gap: ${({ theme }) => theme.space[6]};
  }
`;
