import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { Select, type SelectOption } from '../forms/Select';
import { visuallyHidden } from '../../theme/mixins';

export type SortDirection = 'ascending' | 'descending';

export interface DataTableSort<ColumnId extends string = string> {
  columnId: ColumnId;
  direction: SortDirection;
}

export interface DataTableColumn<Row, ColumnId extends string = string> {
  id: ColumnId;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** Makes the header a button that asks the caller to sort by this column. */
  sortable?: boolean;
  /** Numbers and money line up at the end. */
  align?: 'start' | 'end';
  /** Column width on wide screens, any CSS length. */
  width?: string;
}

export interface DataTableProps<Row, ColumnId extends string = string> {
  /** Names the table for screen readers (a <caption>); visible unless captionVisuallyHidden. */
  caption: ReactNode;
  captionVisuallyHidden?: boolean;
  columns: readonly DataTableColumn<Row, ColumnId>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The current sort; the caller owns it (typically in the address: ?sort=date&order=desc). */
  sort?: DataTableSort<ColumnId> | null;
  /** Called with the next sort when a sortable header is pressed (same column: the direction flips). */
  onSortChange?(sort: DataTableSort<ColumnId>): void;
  /**
   * The label of the sort select shown above the cards under 768 px (the header row with its sort buttons is
   * hidden there), e.g. "Sort by" / "ترتيب حسب". With sortOptionLabel, required for phones to be able to sort.
   */
  sortLabel?: string;
  /**
   * The text of one option of that select, e.g. (header, direction) => `${header} (${direction === 'ascending'
   * ? 'تصاعدي' : 'تنازلي'})`. Called for each sortable column in both directions.
   */
  sortOptionLabel?(header: ReactNode, direction: SortDirection, columnId: ColumnId): string;
  /** The select's text while nothing is sorted, e.g. "Choose…" / "اختر…". */
  sortPlaceholder?: string;
  /** The trailing actions cell of each row (buttons, a DropdownMenu). */
  rowActions?(row: Row): ReactNode;
  /** The actions column's header, read by screen readers only, e.g. "Actions" / "الإجراءات". */
  rowActionsLabel?: string;
  /** While a new page or sort loads: the table is aria-busy and dimmed. */
  busy?: boolean;
  className?: string;
}

/**
 * A list of records as a table: sortable headers (a button in the header, aria-sort on the sorted column),
 * row actions and a caption. Under 768 px the same table is laid out as stacked cards, each cell preceded by
 * its column's name, by CSS alone: one set of markup, so nothing is read twice and the table's roles stay.
 * The cards get a sort select instead of the header buttons; each sort control is display:none at the other
 * breakpoint, so screen readers meet only one.
 */
export function DataTable<Row, ColumnId extends string = string>({
  caption,
  captionVisuallyHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  sortLabel,
  sortOptionLabel,
  sortPlaceholder,
  rowActions,
  rowActionsLabel,
  busy = false,
  className,
}: DataTableProps<Row, ColumnId>) {
  const nextSort = (columnId: ColumnId): DataTableSort<ColumnId> => ({
    columnId,
    direction: sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending',
  });

  const sortableColumns = columns.filter((column) => column.sortable);
  const cardSort =
    onSortChange && sortLabel && sortOptionLabel && sortableColumns.length > 0
      ? buildCardSortOptions(sortableColumns, sortOptionLabel)
      : undefined;
  const currentSortValue = sort && cardSort?.byValue.has(sortValue(sort)) ? sortValue(sort) : '';

  return (
    <StyledScroller className={className}>
      {cardSort && onSortChange && (
        <StyledCardSort
          label={sortLabel}
          options={cardSort.options}
          placeholder={currentSortValue === '' ? (sortPlaceholder ?? '') : undefined}
          value={currentSortValue}
          onChange={(event) => {
            const next = cardSort.byValue.get(event.target.value);
            if (next) onSortChange(next);
          }}
        />
      )}
      {/* Explicit roles: a table whose rows are restyled as blocks loses its native roles in some browsers. */}
      <StyledTable role="table" aria-busy={busy || undefined} $busy={busy}>
        <StyledCaption $hidden={captionVisuallyHidden}>{caption}</StyledCaption>
        <StyledHead role="rowgroup">
          <tr role="row">
            {columns.map((column) => {
              const sorted = sort?.columnId === column.id ? sort.direction : undefined;
              return (
                <StyledHeaderCell
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                  $align={column.align ?? 'start'}
                  style={column.width ? { inlineSize: column.width } : undefined}
                >
                  {column.sortable && onSortChange ? (
                    <>
                      <StyledSortButton
                        type="button"
                        onClick={() => onSortChange(nextSort(column.id))}
                        $hiddenInCards={Boolean(cardSort)}
                      >
                        {column.header}
                        <StyledSortIcon aria-hidden="true" $direction={sorted}>
                          <ChevronDownIcon size="1rem" />
                        </StyledSortIcon>
                      </StyledSortButton>
                      {/* The cards sort through the select: the header keeps naming the column, without a button. */}
                      {cardSort && <StyledCardsOnly>{column.header}</StyledCardsOnly>}
                    </>
                  ) : (
                    column.header
                  )}
                </StyledHeaderCell>
              );
            })}
            {rowActions && (
              <StyledHeaderCell role="columnheader" scope="col" $align="end">
                <StyledHidden>{rowActionsLabel}</StyledHidden>
              </StyledHeaderCell>
            )}
          </tr>
        </StyledHead>
        <StyledBody role="rowgroup">
          {rows.map((row) => (
            <StyledRow key={rowKey(row)} role="row">
              {columns.map((column) => (
                <StyledCell key={column.id} role="cell" $align={column.align ?? 'start'}>
                  {/* The column's name before the value in the card layout; the table header already says it. */}
                  <StyledCardLabel aria-hidden="true">{column.header}</StyledCardLabel>
                  <StyledValue>{column.cell(row)}</StyledValue>
                </StyledCell>
              ))}
              {rowActions && (
                <StyledActionsCell role="cell">
                  <StyledActions>{rowActions(row)}</StyledActions>
                </StyledActionsCell>
              )}
            </StyledRow>
          ))}
        </StyledBody>
      </StyledTable>
    </StyledScroller>
  );
}

const DIRECTIONS: readonly SortDirection[] = ['ascending', 'descending'];

function sortValue(sort: DataTableSort): string {
  return `${sort.direction}:${sort.columnId}`;
}

/** The select's options, and the sort each option's value stands for (no parsing of column ids). */
function buildCardSortOptions<Row, ColumnId extends string>(
  sortableColumns: readonly DataTableColumn<Row, ColumnId>[],
  sortOptionLabel: NonNullable<DataTableProps<Row, ColumnId>['sortOptionLabel']>,
) {
  const options: SelectOption[] = [];
  const byValue = new Map<string, DataTableSort<ColumnId>>();
  for (const column of sortableColumns) {
    for (const direction of DIRECTIONS) {
      const sort = { columnId: column.id, direction };
      options.push({ value: sortValue(sort), label: sortOptionLabel(column.header, direction, column.id) });
      byValue.set(sortValue(sort), sort);
    }
  }
  return { options, byValue };
}

type Align = 'start' | 'end';

const StyledScroller = styled.div`
  /*
   * The containing block of the table's visually hidden labels (position: absolute): without it they are placed
   * against an ancestor outside this scroller, escape its clipping, and widen the whole page (the team list ran
   * 49 px past the screen in English and 75 px in Arabic at 1280 px, the admin's customers 87 px at 375 px).
   */
  position: relative;
  /* As cards (under 768 px) nothing is meant to run sideways: what still would (the hidden header row) is cut. */
  overflow-x: clip;

  ${({ theme }) => theme.media.tablet} {
    overflow-x: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledCardSort = styled(Select)`
  margin-block-end: ${({ theme }) => theme.space[3]};

  /* Not merely visually hidden: the header buttons are the sort control here, and one is enough. */
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const StyledTable = styled.table<{ $busy: boolean }>`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  ${({ theme }) => theme.media.belowTablet} {
    display: block;
  }
`;

const StyledCaption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: start;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.belowTablet} {
    display: block;
    padding-inline: 0;
  }

  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

const StyledHead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceRaised};

  /* Cards name each value themselves; the header row stays for screen readers' table navigation. */
  ${({ theme }) => theme.media.belowTablet} {
    ${visuallyHidden}
  }
`;

const StyledHeaderCell = styled.th<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => $align};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: nowrap;
  vertical-align: middle;
`;

const StyledSortButton = styled.button<{ $hiddenInCards: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  margin-block: -${({ theme }) => theme.space[3]};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  /* The cards' select sorts there; display:none keeps screen readers from meeting two sort controls. */
  ${({ theme, $hiddenInCards }) =>
    $hiddenInCards &&
    css`
      ${theme.media.belowTablet} {
        display: none;
      }
    `}
`;

const StyledCardsOnly = styled.span`
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const StyledSortIcon = styled.span<{ $direction: SortDirection | undefined }>`
  display: inline-flex;
  opacity: ${({ $direction }) => ($direction ? 1 : 0.35)};
  transform: ${({ $direction }) => ($direction === 'ascending' ? 'rotate(180deg)' : 'none')};
`;

const StyledBody = styled.tbody`
  ${({ theme }) => theme.media.belowTablet} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const StyledRow = styled.tr`
  &:not(:last-child) {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }

  ${({ theme }) => theme.media.tablet} {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
  }

  ${({ theme }) => theme.media.belowTablet} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};

    &:not(:last-child) {
      border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const StyledCell = styled.td<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: ${({ $align }) => $align};
  color: ${({ theme }) => theme.colors.text};
  vertical-align: middle;

  ${({ theme }) => theme.media.belowTablet} {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: 0;
    text-align: end;
  }
`;

const StyledCardLabel = styled.span`
  display: none;

  ${({ theme }) => theme.media.belowTablet} {
    display: block;
    flex-shrink: 0;
    max-inline-size: 45%;
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const StyledValue = styled.div`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const StyledActionsCell = styled.td`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  vertical-align: middle;

  ${({ theme }) => theme.media.belowTablet} {
    display: block;
    padding: 0;
    padding-block-start: ${({ theme }) => theme.space[2]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;
