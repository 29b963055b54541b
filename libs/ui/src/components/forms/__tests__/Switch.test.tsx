import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { Switch } from '../Switch';

function EmailSetting({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="إشعارات البريد الإلكتروني"
      hint="عند وصول تقييم جديد"
      checked={on}
      onCheckedChange={setOn}
      disabled={disabled}
    />
  );
}

describe('Switch', () => {
  it('is a named switch, described by its hint, that toggles with a click, Space and Enter', async () => {
    const user = userEvent.setup();
    renderWithTheme(<EmailSetting />);
    const toggle = screen.getByRole('switch', { name: 'إشعارات البريد الإلكتروني' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('عند وصول تقييم جديد');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('toggles when its label is clicked', async () => {
    const user = userEvent.setup();
    renderWithTheme(<EmailSetting />);

    await user.click(screen.getByText('إشعارات البريد الإلكتروني'));

    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('does not change while disabled', async () => {
    const user = userEvent.setup();
    renderWithTheme(<EmailSetting disabled />);

    await user.click(screen.getByRole('switch'));

    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it.each(['rtl', 'ltr'] as const)(
    'slides the thumb from the inline start to the inline end when turned on (%s)',
    async (dir) => {
      const user = userEvent.setup();
      renderWithTheme(
        <div dir={dir}>
          <EmailSetting />
        </div>,
        { direction: dir },
      );
      const thumb = screen.getByRole('switch').querySelector('span')!;
      expect(getComputedStyle(thumb).getPropertyValue('inset-inline-start')).toBe('2px');

      await user.click(screen.getByRole('switch'));

      // Logical offsets only: the end is the left in Arabic and the right in English, with no mirroring.
      expect(getComputedStyle(thumb).getPropertyValue('inset-inline-start')).toBe('20px');
      expect(getComputedStyle(thumb).left).toBe('');
      expect(getComputedStyle(thumb).right).toBe('');
    },
  );
});
