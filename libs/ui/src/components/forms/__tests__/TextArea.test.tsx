import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { TextArea } from '../TextArea';

const counter = (count: number, max: number) => `${count} من ${max} حرف`;

describe('TextArea', () => {
  afterEach(() => jest.useRealTimers());

  it('ties label, hint and error like TextField', () => {
    renderWithTheme(<TextArea label="رسالتك" hint="حتى ٥٠٠٠ حرف" error="يرجى كتابة رسالتك" />);

    const field = screen.getByRole('textbox', { name: 'رسالتك' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('يرجى كتابة رسالتك حتى ٥٠٠٠ حرف');
    expect(screen.getByRole('alert')).toHaveTextContent('يرجى كتابة رسالتك');
  });

  it('counts characters and reads the count out politely once typing pauses', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = renderWithTheme(<TextArea label="Reply" maxLength={10} counterLabel={counter} />);
    const live = container.querySelector('[aria-live="polite"]')!;

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'مرحبا');

    expect(screen.getByText('5 من 10 حرف')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(live).toHaveTextContent('5 من 10 حرف');
  });

  it('lets the text run past the limit (nothing is cut) and shows the counter over it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextArea label="Reply" maxLength={3} counterLabel={counter} />);
    const field = screen.getByRole('textbox', { name: 'Reply' });

    await user.click(field);
    await user.paste('abcdef');

    expect(field).toHaveValue('abcdef');
    expect(field).not.toHaveAttribute('maxlength');
    expect(screen.getByText('6 من 3 حرف')).toBeInTheDocument();
  });

  it('counts a controlled value and forwards the ref and change events', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const seen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('ab');
      return (
        <TextArea
          label="Note"
          ref={ref}
          value={value}
          onChange={(event) => {
            seen.push(event.target.value);
            setValue(event.target.value);
          }}
          maxLength={20}
          counterLabel={counter}
        />
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    expect(screen.getByText('2 من 20 حرف')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'c');

    expect(screen.getByText('3 من 20 حرف')).toBeInTheDocument();
    expect(seen).toEqual(['abc']);
    expect(ref.current).toBeInstanceOf(HTMLTextAreaElement);
  });

  it('recounts a value set without a change event (a form library filling it in)', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { rerender } = renderWithTheme(
      <TextArea label="Note" ref={ref} maxLength={20} counterLabel={counter} />,
    );

    ref.current!.value = 'hello';
    rerender(<TextArea label="Note" ref={ref} maxLength={20} counterLabel={counter} />);

    expect(screen.getByText('5 من 20 حرف')).toBeInTheDocument();
  });
});
