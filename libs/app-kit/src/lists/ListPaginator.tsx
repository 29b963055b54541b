import { Pagination } from '@sumaa/ui';
import { useFormat } from '../format/useFormat';
import { useLanguage } from '@sumaa/i18n';
import { paginatorTexts } from './paginatorTexts';

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
  const texts = paginatorTexts[useLanguage().language];
  const format = useFormat();
  return (
    <Pagination
      page={page}
      pageCount={Math.max(1, Math.ceil(total / pageSize))}
      onPageChange={onPageChange}
      label={label ?? texts.label}
      previousLabel={previousLabel ?? texts.previous}
      nextLabel={nextLabel ?? texts.next}
      pageLabel={(number) => texts.page(format.count(number))}
      summary={(current, count) => texts.pageOf(format.count(current), format.count(count))}
      formatNumber={format.count}
      pageSize={pageSize}
      pageSizeOptions={pageSizes}
      onPageSizeChange={onPageSizeChange}
      pageSizeLabel={pageSizeLabel ?? texts.pageSize}
    />
  );
}
