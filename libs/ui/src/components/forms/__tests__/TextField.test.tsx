import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { TextField } from '../TextField';

describe('TextField', () => {
  it('ties the label to the input and announces the error through aria-describedby', () => {
    renderWithTheme(<TextField label="البريد الإلكتروني" dir="ltr" error="البريد الإلكتروني مطلوب" />);

    const input = screen.getByLabelText('البريد الإلكتروني');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAccessibleDescription('البريد الإلكتروني مطلوب');
    expect(screen.getByRole('alert')).toHaveTextContent('البريد الإلكتروني مطلوب');
  });

  it('is not marked invalid and is described by its hint while there is no error', () => {
    renderWithTheme(<TextField label="Phone" hint="10 digits starting with 05" />);

    const input = screen.getByLabelText('Phone');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('10 digits starting with 05');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('forwards the ref to the input, so react-hook-form can register it', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField label="Full name" ref={ref} name="fullName" />);

    await userEvent.type(screen.getByLabelText('Full name'), 'Sara');

    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current?.name).toBe('fullName');
    expect(ref.current?.value).toBe('Sara');
  });

  it('keeps the caller’s own aria-describedby next to the error', () => {
    renderWithTheme(
      <>
        <p id="extra">Used for sign-in</p>
        <TextField label="E-mail" aria-describedby="extra" error="Required" />
      </>,
    );

    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Required Used for sign-in');
  });
});
