import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { NotificationsBell, type NotificationsBellItem } from '../NotificationsBell';

function renderBell() {
  renderWithTheme(
    <>
      <NotificationsBell
        label="الإشعارات"
        emptyMessage="لا توجد إشعارات بعد"
        emptyHint="ستظهر هنا المراجعات الجديدة"
      />
      <p>خارج اللوحة</p>
    </>,
  );
  return screen.getByRole('button', { name: 'الإشعارات' });
}

describe('NotificationsBell', () => {
  it('opens its panel with the bell and closes it with the bell again', async () => {
    const bell = renderBell();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'الإشعارات' })).not.toBeInTheDocument();

    await userEvent.click(bell);

    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'الإشعارات' })).toBeVisible();

    await userEvent.click(bell);

    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'الإشعارات' })).not.toBeInTheDocument();
  });

  it('shows the empty message and its hint under the panel’s heading', async () => {
    await userEvent.click(renderBell());

    const panel = screen.getByRole('region', { name: 'الإشعارات' });
    expect(panel).toContainElement(screen.getByRole('heading', { level: 2, name: 'الإشعارات' }));
    expect(panel).toHaveTextContent('لا توجد إشعارات بعد');
    expect(panel).toHaveTextContent('ستظهر هنا المراجعات الجديدة');
  });

  it('names the panel with its own title when one is given', async () => {
    renderWithTheme(
      <NotificationsBell label="Notifications, none unread" title="Notifications" emptyMessage="None" />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Notifications, none unread' }));

    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('None');
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    const bell = renderBell();
    await userEvent.click(bell);
    await userEvent.tab();
    expect(bell).not.toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'الإشعارات' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('closes on a click outside, but not on a click inside the panel', async () => {
    const bell = renderBell();
    await userEvent.click(bell);

    await userEvent.click(screen.getByText('لا توجد إشعارات بعد'));
    expect(bell).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByText('خارج اللوحة'));
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'الإشعارات' })).not.toBeInTheDocument();
  });
});

const ITEMS: NotificationsBellItem[] = [
  {
    id: 'n1',
    text: 'مراجعة جديدة من سارة',
    time: 'قبل ٥ دقائق',
    dateTime: '2025-03-01T08:55:00.000Z',
    unread: true,
  },
  {
    id: 'n2',
    text: 'أسند إليك خالد مراجعة',
    time: 'أمس',
    dateTime: '2025-02-28T09:00:00.000Z',
    unread: false,
  },
];

describe('NotificationsBell with notifications', () => {
  it('shows the unread count on the bell, hidden from screen readers that hear it in the label', () => {
    renderWithTheme(<NotificationsBell label="الإشعارات، ٣ إشعارات جديدة" badge="٣" emptyMessage="لا شيء" />);

    const bell = screen.getByRole('button', { name: 'الإشعارات، ٣ إشعارات جديدة' });
    const badge = within(bell).getByText('٣');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves the focus into the panel when it opens', async () => {
    renderWithTheme(<NotificationsBell label="Notifications" emptyMessage="None" />);

    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));

    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus();
  });

  it('lists the notifications with their time, telling screen readers which are unread', async () => {
    renderWithTheme(
      <NotificationsBell label="الإشعارات" emptyMessage="لا شيء" items={ITEMS} unreadLabel="غير مقروء" />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'الإشعارات' }));

    const list = within(screen.getByRole('region', { name: 'الإشعارات' })).getByRole('list');
    const entries = within(list).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'غير مقروء: مراجعة جديدة من سارةقبل ٥ دقائق',
      'أسند إليك خالد مراجعةأمس',
    ]);
    expect(entries[0]).toHaveAccessibleName('غير مقروء: مراجعة جديدة من سارة قبل ٥ دقائق');
    expect(within(entries[1]).getByText('أمس')).toHaveAttribute('datetime', '2025-02-28T09:00:00.000Z');
    expect(screen.queryByText('لا شيء')).not.toBeInTheDocument();
  });

  it('tells the choice, closes and gives the focus back to the bell', async () => {
    const onItemSelect = jest.fn();
    const onOpenChange = jest.fn();
    renderWithTheme(
      <NotificationsBell
        label="Notifications"
        emptyMessage="None"
        items={ITEMS}
        onItemSelect={onItemSelect}
        onOpenChange={onOpenChange}
      />,
    );
    const bell = screen.getByRole('button', { name: 'Notifications' });

    await userEvent.click(bell);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: /أسند إليك خالد مراجعة/ }));

    expect(onItemSelect).toHaveBeenCalledWith(ITEMS[1]);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('moves between notifications with the arrow keys', async () => {
    renderWithTheme(<NotificationsBell label="Notifications" emptyMessage="None" items={ITEMS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await userEvent.tab();
    const [first, second] = within(screen.getByRole('list')).getAllByRole('button');
    expect(first).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(second).toHaveFocus();
  });

  it('offers the panel’s action beside its heading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <NotificationsBell
        label="Notifications"
        emptyMessage="None"
        items={ITEMS}
        action={{ label: 'Mark all as read', onClick }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeVisible();
  });

  it('shows the status in the list’s place while there is one', async () => {
    renderWithTheme(
      <NotificationsBell
        label="Notifications"
        emptyMessage="None"
        items={ITEMS}
        status={<p>Loading the notifications…</p>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));

    expect(screen.getByText('Loading the notifications…')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('None')).not.toBeInTheDocument();
  });
});
