import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { DataTable, type DataTableColumn, type DataTableSort, type SortDirection } from '../DataTable';

interface Branch {
  id: string;
  name: string;
  city: string;
  rating: number;
}

const BRANCHES: Branch[] = [
  { id: 'b1', name: 'فرع العليا', city: 'الرياض', rating: 4.6 },
  { id: 'b2', name: 'فرع الحمراء', city: 'جدة', rating: 4.1 },
];

type ColumnId = 'name' | 'city' | 'rating';

const COLUMNS: DataTableColumn<Branch, ColumnId>[] = [
  { id: 'name', header: 'الفرع', cell: (branch) => branch.name, sortable: true },
  { id: 'city', header: 'المدينة', cell: (branch) => branch.city },
  { id: 'rating', header: 'التقييم', cell: (branch) => branch.rating, sortable: true, align: 'end' },
];

const sortOptionLabel = (header: ReactNode, direction: SortDirection) =>
  `${String(header)} (${direction === 'ascending' ? 'تصاعدي' : 'تنازلي'})`;

function Branches({
  columns = COLUMNS,
  initialSort = { columnId: 'rating', direction: 'descending' },
  onSort = () => undefined,
}: {
  columns?: DataTableColumn<Branch, ColumnId>[];
  initialSort?: DataTableSort<ColumnId> | null;
  onSort?: (sort: DataTableSort<ColumnId>) => void;
}) {
  const [sort, setSort] = useState(initialSort);
  return (
    <DataTable
      caption="الفروع"
      columns={columns}
      rows={BRANCHES}
      rowKey={(branch) => branch.id}
      sort={sort}
      onSortChange={(next) => {
        onSort(next);
        setSort(next);
      }}
      sortLabel="ترتيب حسب"
      sortOptionLabel={sortOptionLabel}
      sortPlaceholder="اختر…"
    />
  );
}

const selectedText = (select: HTMLElement) => {
  const { selectedIndex, options } = select as HTMLSelectElement;
  return options[selectedIndex]?.text;
};

describe('DataTable sort select for the card layout', () => {
  it('offers each sortable column in both directions, named by the caller’s labels', () => {
    renderWithTheme(<Branches />);

    const select = screen.getByRole('combobox', { name: 'ترتيب حسب' });
    const options = [...(select as HTMLSelectElement).options].map((option) => option.text);
    expect(options).toEqual(['الفرع (تصاعدي)', 'الفرع (تنازلي)', 'التقييم (تصاعدي)', 'التقييم (تنازلي)']);
  });

  it('calls onSortChange with the column and direction of the chosen option', async () => {
    const onSort = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<Branches onSort={onSort} />);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'ترتيب حسب' }),
      screen.getByRole('option', { name: 'الفرع (تنازلي)' }),
    );

    expect(onSort).toHaveBeenCalledTimes(1);
    expect(onSort).toHaveBeenCalledWith({ columnId: 'name', direction: 'descending' });
  });

  it('shows the current sort, and follows it when the header buttons change it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Branches />);
    const select = screen.getByRole('combobox', { name: 'ترتيب حسب' });
    expect(selectedText(select)).toBe('التقييم (تنازلي)');

    await user.click(screen.getByRole('button', { name: 'الفرع' }));

    expect(selectedText(select)).toBe('الفرع (تصاعدي)');
  });

  it('shows the placeholder while nothing is sorted', () => {
    renderWithTheme(<Branches initialSort={null} />);

    expect(selectedText(screen.getByRole('combobox', { name: 'ترتيب حسب' }))).toBe('اختر…');
  });

  it('renders no select when no column is sortable', () => {
    const unsortable = COLUMNS.map((column) => ({ ...column, sortable: false }));
    renderWithTheme(<Branches columns={unsortable} initialSort={null} />);

    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('table', { name: 'الفروع' })).toBeInTheDocument();
  });

  it('hides the select on wide screens and the header buttons in the cards with display:none, not visually', () => {
    renderWithTheme(<Branches />);

    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/@media \(min-width: ?768px\)\{[^}]*\{display:none;\}/);
    expect(css).toMatch(/@media \(max-width: ?767\.98px\)\{[^}]*\{display:none;\}/);
  });
});
