import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { NotificationsBell } from '../NotificationsBell';

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
