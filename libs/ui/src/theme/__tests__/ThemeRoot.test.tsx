import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import styled from 'styled-components';
import { ThemeRoot } from '../ThemeRoot';

// A deliberately physical property: the RTL plugin must mirror it.
const StyledProbe = styled.div`
  margin-left: 12px;
`;

function cssOf(element: HTMLElement): string {
  const classes = Array.from(element.classList);
  const css = Array.from(document.head.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  return css
    .split('}')
    .filter((rule) => classes.some((name) => rule.includes(`.${name}`)))
    .join('}');
}

describe('ThemeRoot', () => {
  it('flips a physical margin-left into margin-right when the direction is rtl', () => {
    render(
      <ThemeRoot direction="rtl">
        <StyledProbe data-testid="probe" />
      </ThemeRoot>,
    );
    const css = cssOf(screen.getByTestId('probe'));
    expect(css).toContain('margin-right:12px');
    expect(css).not.toContain('margin-left');
  });

  it('keeps margin-left as written when the direction is ltr', () => {
    render(
      <ThemeRoot direction="ltr">
        <StyledProbe data-testid="probe" />
      </ThemeRoot>,
    );
    const css = cssOf(screen.getByTestId('probe'));
    expect(css).toContain('margin-left:12px');
    expect(css).not.toContain('margin-right');
  });

  it('regenerates the styles on a direction change without losing what the user typed', async () => {
    function Page() {
      const [direction, setDirection] = useState<'rtl' | 'ltr'>('ltr');
      return (
        <ThemeRoot direction={direction}>
          <button type="button" onClick={() => setDirection('rtl')}>
            العربية
          </button>
          <label>
            Name
            <input />
          </label>
          <StyledProbe data-testid="probe" />
        </ThemeRoot>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    await user.type(screen.getByLabelText('Name'), 'Sara');
    expect(cssOf(screen.getByTestId('probe'))).toContain('margin-left:12px');

    await user.click(screen.getByRole('button', { name: 'العربية' }));

    const css = cssOf(screen.getByTestId('probe'));
    expect(css).toContain('margin-right:12px');
    expect(css).not.toContain('margin-left');
    expect(screen.getByLabelText('Name')).toHaveValue('Sara');
  });
});
