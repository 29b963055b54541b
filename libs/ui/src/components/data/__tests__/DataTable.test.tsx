import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { DataTable, type DataTableColumn, type DataTableSort } from '../DataTable';

interface Member {
  id: string;
  name: string;
  role: string;
  reviews: number;
}

const MEMBERS: Member[] = [
  { id: 'm1', name: 'سارة', role: 'مالك', reviews: 12 },
  { id: 'm2', name: 'Omar', role: 'وكيل', reviews: 3 },
];

type ColumnId = 'name' | 'role' | 'reviews';

const COLUMNS: DataTableColumn<Member, ColumnId>[] = [
  { id: 'name', header: 'الاسم', cell: (member) => member.name, sortable: true },
  { id: 'role', header: 'الدور', cell: (member) => member.role },
  { id: 'reviews', header: 'الردود', cell: (member) => member.reviews, sortable: true, align: 'end' },
];

function Team({ onSort = () => undefined }: { onSort?: (sort: DataTableSort<ColumnId>) => void }) {
  const [sort, setSort] = useState<DataTableSort<ColumnId>>({ columnId: 'name', direction: 'ascending' });
  return (
    <DataTable
      caption="أعضاء الفريق"
      columns={COLUMNS}
      rows={MEMBERS}
      rowKey={(member) => member.id}
      sort={sort}
      onSortChange={(next) => {
        onSort(next);
        setSort(next);
      }}
      rowActions={(member) => <button type="button">{`إزالة ${member.name}`}</button>}
      rowActionsLabel="الإجراءات"
    />
  );
}

describe('DataTable', () => {
  it('is a table named by its caption, with a row per record and an actions column', () => {
    renderWithTheme(<Team />);

    const table = screen.getByRole('table', { name: 'أعضاء الفريق' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['الاسم', 'الدور', 'الردود', 'الإجراءات']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('Omar');
    expect(within(rows[1]).getByRole('button', { name: 'إزالة Omar' })).toBeInTheDocument();
  });

  it('marks the sorted column with aria-sort and the other sortable ones with none', () => {
    renderWithTheme(<Team />);

    expect(screen.getByRole('columnheader', { name: 'الاسم' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'الردود' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'الدور' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'الدور' })).queryByRole('button')).toBeNull();
  });

  it('asks the caller to sort through a button in the header, flipping the direction on the same column', async () => {
    const onSort = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<Team onSort={onSort} />);

    await user.click(screen.getByRole('button', { name: 'الاسم' }));
    expect(onSort).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'descending' });
    expect(screen.getByRole('columnheader', { name: 'الاسم' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'الردود' }));
    expect(onSort).toHaveBeenLastCalledWith({ columnId: 'reviews', direction: 'ascending' });
  });

  it('labels each value with its column for the card layout, hidden from screen readers (the header says it)', () => {
    renderWithTheme(<Team />);

    const firstCell = within(screen.getAllByRole('row')[1]).getAllByRole('cell')[0];
    const label = within(firstCell).getByText('الاسم');
    expect(label).toHaveAttribute('aria-hidden', 'true');
    // One table only: nothing is rendered twice for the small-screen layout.
    expect(screen.getAllByText('Omar')).toHaveLength(1);
  });

  it('turns rows into cards below 768 px by CSS alone', () => {
    renderWithTheme(<Team />);

    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/@media \(max-width: ?767\.98px\)\{[^}]*display:flex;flex-direction:column/);
  });
});
