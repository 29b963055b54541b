import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Direction } from '../../../theme/ThemeRoot';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { StarRating } from '../StarRating';

function RatingInput({ dir, initial = null }: { dir: Direction; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <div dir={dir}>
      <StarRating
        label="تقييمك"
        value={value}
        onChange={setValue}
        starLabel={(stars, max) => `${stars} من ${max} نجوم`}
      />
    </div>
  );
}

const checkedStar = () =>
  screen.getAllByRole('radio').find((star) => star.getAttribute('aria-checked') === 'true');

describe('StarRating', () => {
  it('shows a fractional value as one image named by the label function', () => {
    const { container } = renderWithTheme(
      <StarRating value={4.5} label={(value, max) => `${value} out of ${max}`} />,
    );

    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
    // Four full stars and a half one, each fill anchored at the inline start.
    const fills = [...container.querySelectorAll<HTMLElement>('[style*="inline-size"]')].map(
      (fill) => fill.style.inlineSize,
    );
    expect(fills).toEqual(['100%', '100%', '100%', '100%', '50%']);
    // Logical anchoring: the half star fills its right half in Arabic and its left half in English.
    const half = getComputedStyle(container.querySelectorAll<HTMLElement>('[style*="inline-size"]')[4]);
    expect(half.getPropertyValue('inset-inline-start')).toBe('0');
    expect(half.left).toBe('');
  });

  it('takes a plain string label and clamps values out of range', () => {
    const { container } = renderWithTheme(<StarRating value={7} label="Rated 5 out of 5" />);

    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('[style*="inline-size"]')).toHaveLength(5);
  });

  it('is a radio group with one Tab stop that a click sets', async () => {
    const user = userEvent.setup();
    renderWithTheme(<RatingInput dir="ltr" />);
    expect(screen.getByRole('radiogroup', { name: 'تقييمك' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);

    await user.click(screen.getByRole('radio', { name: '4 من 5 نجوم' }));

    expect(checkedStar()).toHaveAccessibleName('4 من 5 نجوم');
    expect(screen.getByRole('radio', { name: '4 من 5 نجوم' })).toHaveFocus();
    expect(screen.getAllByRole('radio').map((star) => star.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
  });

  it('moves to the next star with ArrowRight in left-to-right pages', async () => {
    const user = userEvent.setup();
    renderWithTheme(<RatingInput dir="ltr" initial={2} />, { direction: 'ltr' });
    await user.tab();

    await user.keyboard('{ArrowRight}');
    expect(checkedStar()).toHaveAccessibleName('3 من 5 نجوم');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(checkedStar()).toHaveAccessibleName('1 من 5 نجوم');
  });

  it('moves to the next star with ArrowLeft in right-to-left pages, where the stars run from the right', async () => {
    const user = userEvent.setup();
    renderWithTheme(<RatingInput dir="rtl" initial={2} />);
    await user.tab();

    await user.keyboard('{ArrowLeft}');
    expect(checkedStar()).toHaveAccessibleName('3 من 5 نجوم');
    expect(screen.getByRole('radio', { name: '3 من 5 نجوم' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(checkedStar()).toHaveAccessibleName('1 من 5 نجوم');
    await user.keyboard('{End}');
    expect(checkedStar()).toHaveAccessibleName('5 من 5 نجوم');
    await user.keyboard('{ArrowDown}{Home}');
    expect(checkedStar()).toHaveAccessibleName('1 من 5 نجوم');
  });
});
