import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { Pagination, type PaginationProps } from '../Pagination';

const arabicDigits = (value: number) => new Intl.NumberFormat('ar-SA').format(value);

function renderPagination(props: Partial<PaginationProps> = {}) {
  const onPageChange = jest.fn();
  const onPageSizeChange = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(
    <Pagination
      page={1}
      pageCount={3}
      onPageChange={onPageChange}
      label="Pages"
      previousLabel="Previous page"
      nextLabel="Next page"
      pageLabel={(page) => `Page ${page}`}
      summary={(page, count) => `Page ${page} of ${count}`}
      pageSize={10}
      onPageSizeChange={onPageSizeChange}
      pageSizeLabel="Rows per page"
      {...props}
    />,
  );
  return { user, onPageChange, onPageSizeChange };
}

const pageNames = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('button')
    .map((button) => button.textContent || button.getAttribute('aria-label'));

describe('Pagination', () => {
  it('marks the current page, says where we are and disables what cannot go further', () => {
    renderPagination({ page: 3 });

    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('asks for the previous, next and chosen pages', async () => {
    const { user, onPageChange } = renderPagination({ page: 2 });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('shortens long ranges around the current page', () => {
    renderPagination({ page: 10, pageCount: 20 });

    expect(pageNames()).toEqual(['Previous page', '1', '9', '10', '11', '20', 'Next page']);
  });

  it('offers 10, 25 and 50 rows per page by default', async () => {
    const { user, onPageSizeChange } = renderPagination();
    const select = screen.getByRole('combobox', { name: 'Rows per page' });

    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50']);
    await user.selectOptions(select, '25');

    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });

  it('writes page numbers the caller’s way (Arabic digits)', () => {
    renderPagination({
      page: 2,
      pageCount: 3,
      formatNumber: arabicDigits,
      pageLabel: (page) => `الصفحة ${arabicDigits(page)}`,
    });

    expect(screen.getByRole('button', { name: 'الصفحة ٢' })).toHaveTextContent('٢');
    expect(screen.getByRole('button', { name: 'الصفحة ٢' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['rtl', 'scaleX(-1)'],
    ['ltr', ''],
  ] as const)('points the chevrons along the reading direction (%s)', (dir, transform) => {
    const { container } = renderWithTheme(
      <div dir={dir}>
        <Pagination
          page={2}
          pageCount={3}
          onPageChange={() => undefined}
          label="Pages"
          previousLabel="Previous page"
          nextLabel="Next page"
          pageLabel={(page) => `Page ${page}`}
        />
      </div>,
      { direction: dir },
    );

    // "Previous" is drawn pointing to the start: left in English, mirrored to the right in Arabic.
    for (const name of ['Previous page', 'Next page']) {
      const icon = within(container).getByRole('button', { name }).querySelector('svg')!;
      expect(getComputedStyle(icon).transform).toBe(transform);
    }
    expect(
      within(container).getByRole('button', { name: 'Previous page' }).querySelector('path'),
    ).toHaveAttribute('d', 'm15 18-6-6 6-6');
  });
});
