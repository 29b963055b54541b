import type { Language } from '@sumaa/contracts';
import { directionOf, initI18n, setLanguage } from '@sumaa/i18n';
import { ThemeRoot } from '@sumaa/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPaginator, type ListPaginatorProps } from '../lists/ListPaginator';

async function renderPaginator(language: Language, props: Partial<ListPaginatorProps> = {}) {
  await act(() => setLanguage(language));
  const onPageChange = jest.fn();
  const onPageSizeChange = jest.fn();
  render(
    <ThemeRoot direction={directionOf(language)}>
      <ListPaginator
        page={1}
        pageSize={10}
        total={25}
        pageSizes={[10, 25, 50]}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        {...props}
      />
    </ThemeRoot>,
  );
  return { user: userEvent.setup(), onPageChange, onPageSizeChange };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeAll(() => initI18n());

describe('ListPaginator', () => {
  it('speaks English: pages counted from the total, the buttons and the rows-per-page select named', async () => {
    await renderPaginator('en', { page: 2 });

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(optionsOf(screen.getByRole('combobox', { name: 'Rows per page' }))).toEqual(['10', '25', '50']);
  });

  it('speaks Arabic with Arabic-Indic digits', async () => {
    await renderPaginator('ar', { page: 2 });

    const pages = screen.getByRole('navigation', { name: 'الصفحات' });
    expect(within(pages).getByRole('button', { name: 'السابق' })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'التالي' })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'الصفحة ٢' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'الصفحة ٣' })).toHaveTextContent('٣');
    expect(screen.getByText('الصفحة ٢ من ٣')).toBeInTheDocument();
    expect(optionsOf(screen.getByRole('combobox', { name: 'صفوف في الصفحة' }))).toEqual(['١٠', '٢٥', '٥٠']);
  });

  it('asks for the next and the previous page', async () => {
    const { user, onPageChange } = await renderPaginator('en', { page: 2 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));

    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('cannot go back from the first page', async () => {
    const { user, onPageChange } = await renderPaginator('en', { page: 1 });

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('cannot go on from the last page (in Arabic too)', async () => {
    await renderPaginator('ar', { page: 3 });
    expect(screen.getByRole('button', { name: 'التالي' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'السابق' })).toBeEnabled();
  });

  it('shows one page, with nowhere to go, for a list that fits in one', async () => {
    await renderPaginator('en', { total: 0 });
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for another page size', async () => {
    const { user, onPageSizeChange } = await renderPaginator('en');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });

  it('uses the list’s own words where it gives them', async () => {
    await renderPaginator('en', {
      label: 'Review pages',
      pageSizeLabel: 'Reviews per page',
      previousLabel: 'Newer',
      nextLabel: 'Older',
    });
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Older' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reviews per page' })).toBeInTheDocument();
  });
});
