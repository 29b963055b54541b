import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { PasswordField } from '../PasswordField';

describe('PasswordField', () => {
  it('toggles the password’s visibility and announces the state through aria-pressed', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <PasswordField label="كلمة المرور" showLabel="إظهار كلمة المرور" hideLabel="إخفاء كلمة المرور" />,
    );
    const input = screen.getByLabelText('كلمة المرور');
    const toggle = screen.getByRole('button', { name: 'إظهار كلمة المرور' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);

    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'إخفاء كلمة المرور');

    await user.click(toggle);

    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps what was typed when the password is shown', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" />);

    await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Show password' }));

    expect(screen.getByLabelText('Password')).toHaveValue('S3cret!pass');
  });
});
