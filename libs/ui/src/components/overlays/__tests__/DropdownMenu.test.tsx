import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { DropdownMenu } from '../DropdownMenu';

function renderMenu() {
  const onEdit = jest.fn();
  const onRemove = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(
    <>
      <DropdownMenu
        label="Actions for Sara"
        items={[
          { id: 'edit', label: 'Edit role', onSelect: onEdit },
          { id: 'disabled', label: 'Resend invitation', onSelect: jest.fn(), disabled: true },
          { id: 'remove', label: 'Remove', onSelect: onRemove, tone: 'danger' },
        ]}
      />
      <p>Outside</p>
    </>,
  );
  return { user, onEdit, onRemove, button: screen.getByRole('button', { name: 'Actions for Sara' }) };
}

describe('DropdownMenu', () => {
  it('is a menu button that opens on ArrowDown with focus on the first item', async () => {
    const { user, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}');

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Actions for Sara' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit role' })).toHaveFocus();
  });

  it('moves with the arrow keys, skipping disabled items and wrapping, and opens on the last with ArrowUp', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit role' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Edit role' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
  });

  it('runs the chosen item with Enter, closes and gives focus back to the button', async () => {
    const { user, button, onRemove } = renderMenu();
    await user.click(button);
    await user.keyboard('{End}{Enter}');

    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Escape with focus back on the button, and on a click outside', async () => {
    const { user, button, onEdit } = renderMenu();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('does nothing for a disabled item', async () => {
    const { user, button } = renderMenu();
    await user.click(button);

    await user.click(screen.getByRole('menuitem', { name: 'Resend invitation' }));

    expect(screen.getByRole('menuitem', { name: 'Resend invitation' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it.each(['rtl', 'ltr'] as const)('hangs the menu from the button’s inline end (%s)', async (dir) => {
    const user = userEvent.setup();
    renderWithTheme(
      <div dir={dir}>
        <DropdownMenu label="More" items={[{ id: 'a', label: 'Archive', onSelect: jest.fn() }]} />
      </div>,
      { direction: dir },
    );

    await user.click(screen.getByRole('button', { name: 'More' }));

    const menu = getComputedStyle(screen.getByRole('menu'));
    expect(menu.getPropertyValue('inset-inline-end')).toBe('0');
    expect(menu.left).toBe('');
    expect(menu.right).toBe('');
  });
});
