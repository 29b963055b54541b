import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { ChevronEndIcon } from '../../icons/ChevronEndIcon';
import { ChevronStartIcon } from '../../icons/ChevronStartIcon';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  /** Names the navigation landmark, e.g. "Pages" / "الصفحات". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Each page button's name, e.g. `(n) => t('page', { n })` → "Page 3" / "الصفحة ٣". */
  pageLabel: (page: number) => string;
  /** The visible summary, e.g. `(page, count) => t('pageOf', { page, count })` → "Page 2 of 9". */
  summary?: (page: number, pageCount: number) => ReactNode;
  /** How a page number is written (Arabic-Indic digits on Arabic pages); defaults to String. */
  formatNumber?: (value: number) => string;
  /** With onPageSizeChange, shows the page-size select. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?(pageSize: number): void;
  /** The page-size select's label, e.g. "Rows per page" / "صفوف في الصفحة". */
  pageSizeLabel?: string;
  className?: string;
}

type PageSlot = number | 'gap-start' | 'gap-end';

/** 1 … 4 5 6 … 20: the ends, the current page and its neighbours; a gap replaces only two or more pages. */
function pageSlots(page: number, pageCount: number): PageSlot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  let start = Math.max(2, Math.min(page - 1, pageCount - 4));
  let end = Math.min(pageCount - 1, Math.max(page + 1, 5));
  if (start === 3) start = 2;
  if (end === pageCount - 2) end = pageCount - 1;
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? ['gap-start' as const] : []),
    ...middle,
    ...(end < pageCount - 1 ? ['gap-end' as const] : []),
    pageCount,
  ];
}

const DEFAULT_PAGE_SIZES = [10, 25, 50] as const;

/**
 * Page navigation for lists: previous/next (chevrons follow the reading direction), page numbers with
 * aria-current on the current one, an optional "page x of y" summary and a page-size select (10/25/50).
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  summary,
  formatNumber = String,
  pageSize,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  onPageSizeChange,
  pageSizeLabel,
  className,
}: PaginationProps) {
  const sizeId = `page-size${useId().replace(/:/g, '')}`;
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= count) onPageChange(target);
  };

  return (
    <StyledBar className={className}>
      {summary && <StyledSummary>{summary(current, count)}</StyledSummary>}
      <nav aria-label={label}>
        <StyledList>
          <li>
            <StyledPageButton
              type="button"
              aria-label={previousLabel}
              title={previousLabel}
              disabled={current <= 1}
              onClick={() => go(current - 1)}
            >
              <ChevronStartIcon />
            </StyledPageButton>
          </li>
          {pageSlots(current, count).map((slot) =>
            typeof slot === 'number' ? (
              <li key={slot}>
                <StyledPageButton
                  type="button"
                  aria-label={pageLabel(slot)}
                  aria-current={slot === current ? 'page' : undefined}
                  onClick={() => go(slot)}
                >
                  {formatNumber(slot)}
                </StyledPageButton>
              </li>
            ) : (
              <StyledGap key={slot} aria-hidden="true">
                …
              </StyledGap>
            ),
          )}
          <li>
            <StyledPageButton
              type="button"
              aria-label={nextLabel}
              title={nextLabel}
              disabled={current >= count}
              onClick={() => go(current + 1)}
            >
              <ChevronEndIcon />
            </StyledPageButton>
          </li>
        </StyledList>
      </nav>
      {onPageSizeChange && pageSize !== undefined && pageSizeLabel && (
        <StyledSize>
          <label htmlFor={sizeId}>{pageSizeLabel}</label>
          <StyledSelectBox>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizeOptions.map((option) => (
                <option key={option} value={option}>
                  {formatNumber(option)}
                </option>
              ))}
            </select>
            <ChevronDownIcon size="1rem" />
          </StyledSelectBox>
        </StyledSize>
      )}
    </StyledBar>
  );
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const StyledSummary = styled.p`
  margin: 0;
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.sizes.touchTarget};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

const StyledGap = styled.li`
  padding-inline: ${({ theme }) => theme.space[1]};
`;

const StyledSize = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledSelectBox = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;

  select {
    appearance: none;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    padding-inline: ${({ theme }) => `${theme.space[3]} ${theme.space[8]}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }

  svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space[2]};
    pointer-events: none;
  }
`;
