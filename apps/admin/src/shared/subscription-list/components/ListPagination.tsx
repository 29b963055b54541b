import { Pagination } from '@sumaa/ui';
import { useAdminFormat } from '../../format/useAdminFormat';
import { PAGE_SIZES } from '../hooks/useListFilters';
import { useSubscriptionListTexts } from '../hooks/useSubscriptionListTexts';

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

/** Pages of an admin list with the page-size select (10, 25, 50), numbers in the reader's digits. */
export function ListPagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: ListPaginationProps) {
  const { t } = useSubscriptionListTexts();
  const format = useAdminFormat();
  return (
    <Pagination
      page={page}
      pageCount={Math.max(1, Math.ceil(total / pageSize))}
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
      pageSizeOptions={PAGE_SIZES}
      onPageSizeChange={onPageSizeChange}
      pageSizeLabel={t('pagination.pageSize')}
    />
  );
}
