import { REVIEW_PAGE_SIZES } from '@sumaa/contracts';
import { Pagination } from '@sumaa/ui';
import { useReviewsFormat } from '../hooks/useReviewsFormat';
import { useReviewsTexts } from '../hooks/useReviewsTexts';

export interface ReviewsPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

/** Pages of the inbox with the page-size select (10, 25, 50; spec §9), numbers in the reader's digits. */
export function ReviewsPagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: ReviewsPaginationProps) {
  const { t } = useReviewsTexts();
  const format = useReviewsFormat();
  return (
    <Pagination
      page={page}
      pageCount={Math.ceil(total / pageSize)}
      onPageChange={onPageChange}
      label={t('pagination.label')}
      previousLabel={t('pagination.previous')}
      nextLabel={t('pagination.next')}
      pageLabel={(number) => t('pagination.page', { page: format.count(number) })}
      summary={(current, count) =>
        t('pagination.pageOf', { page: format.count(current), count: format.count(count) })
      }
      formatNumber={format.count}
      pageSize={pageSize}
      pageSizeOptions={REVIEW_PAGE_SIZES}
      onPageSizeChange={onPageSizeChange}
      pageSizeLabel={t('pagination.pageSize')}
    />
  );
}
