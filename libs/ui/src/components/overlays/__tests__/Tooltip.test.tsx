import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { Tooltip } from '../Tooltip';

function renderTooltip() {
  const user = userEvent.setup();
  renderWithTheme(
    <Tooltip content="يُحدَّث كل ساعة">
      <button type="button">المزامنة</button>
    </Tooltip>,
  );
  return { user, button: screen.getByRole('button', { name: 'المزامنة' }) };
}

describe('Tooltip', () => {
  it('describes its element even while hidden', () => {
    const { button } = renderTooltip();

    expect(button).toHaveAccessibleDescription('يُحدَّث كل ساعة');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    const { user, button } = renderTooltip();

    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('يُحدَّث كل ساعة');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const { user, button } = renderTooltip();

    await user.hover(button);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
