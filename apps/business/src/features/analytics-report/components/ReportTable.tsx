import { visuallyHidden } from '@sumaa/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ReportColumn {
  header: string;
  /** Figures line up at the end of their cells. */
  numeric?: boolean;
}

export interface ReportRow {
  key: string;
  /** One cell per column; the first names the row (a row header). */
  cells: readonly ReactNode[];
}

export interface ReportTableProps {
  /** The table's name; read by screen readers only unless `captionVisible` (the section's heading says it). */
  caption: string;
  captionVisible?: boolean;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
}

/**
 * A plain table that reads the same on screen and on paper: no card layout on narrow screens, no scrolling, rows
 * kept whole across printed pages and the header row repeated on each.
 */
export function ReportTable({ caption, captionVisible = false, columns, rows }: ReportTableProps) {
  return (
    <StyledTable>
      <StyledCaption $visible={captionVisible}>{caption}</StyledCaption>
      <thead>
        <tr>
          {columns.map((column) => (
            <StyledHeader key={column.header} scope="col" $numeric={column.numeric ?? false}>
              {column.header}
            </StyledHeader>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <StyledRowHeader key={columns[index]?.header ?? index} scope="row">
                  {cell}
                </StyledRowHeader>
              ) : (
                <StyledCell key={columns[index]?.header ?? index} $numeric={columns[index]?.numeric ?? false}>
                  {cell}
                </StyledCell>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  thead {
    display: table-header-group;
  }

  tr {
    break-inside: avoid;
  }

  /* A phone's screen (not paper) is narrower than five columns of headers: tighter cells, headers that wrap. */
  @media screen and (max-width: ${({ theme }) => theme.breakpoints.tablet - 0.02}px) {
    font-size: ${({ theme }) => theme.fontSizes.xs};

    th,
    td {
      padding-inline: ${({ theme }) => theme.space[1]};
    }

    /* Only a word wider than its whole column breaks (break-word, unlike anywhere, leaves the columns'
       minimum widths at their longest words, so "Reviews" stays whole). */
    th {
      overflow-wrap: break-word;
      hyphens: auto;
    }
  }
`;

const StyledCaption = styled.caption<{ $visible: boolean }>`
  padding-block: ${({ theme }) => theme.space[2]};
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ $visible }) => !$visible && visuallyHidden}
`;

const cellStyle = ({ $numeric }: { $numeric: boolean }) => `
  text-align: ${$numeric ? 'end' : 'start'};
  font-variant-numeric: tabular-nums;
`;

const StyledHeader = styled.th<{ $numeric: boolean }>`
  ${cellStyle}
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-block-end: 2px solid ${({ theme }) => theme.colors.borderStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRowHeader = styled.th`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledCell = styled.td<{ $numeric: boolean }>`
  ${cellStyle}
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
