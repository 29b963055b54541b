import { Pagination } from '@sumaa/ui';
import { useFormat } from '../format/useFormat';
import { usePaginatorTexts } from './paginatorTexts';

export interface ListPaginatorProps {
  page: number;
  pageSize: number;
  /** How many rows the list holds in all. */
  total: number;
  /** The page sizes offered (10, 25, 50 in the spec's lists). */
  pageSizes: readonly number[];
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  /** What the list calls its pages, its rows per page and its buttons, where it says more than "Pages". */
  label?: string;
  pageSizeLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
}

/** Pages of a dashboard list with the page-size select, its texts and numbers in the reader's language and digits. */
export function ListPaginator({
  page,
  pageSize,
  total,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  label,
  pageSizeLabel,
  previousLabel,
  nextLabel,
}: ListPaginatorProps) {
  const { t } = usePaginatorTexts();
  const format = useFormat();
  return (
    <Pagination
      page={page}
      pageCount={Math.max(1, Math.ceil(total / pageSize))}
      onPageChange={onPageChange}
      label={label ?? t('label')}
      previousLabel={previousLabel ?? t('previous')}
      nextLabel={nextLabel ?? t('next')}
      pageLabel={(number) => t('page', { page: format.count(number) })}
      summary={(current, count) => t('pageOf', { page: format.count(current), count: format.count(count) })}
      formatNumber={format.count}
      pageSize={pageSize}
      pageSizeOptions={pageSizes}
      onPageSizeChange={onPageSizeChange}
      pageSizeLabel={pageSizeLabel ?? t('pageSize')}
    />
  );
}
