import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { SkeletonRows } from '../SkeletonRows';

describe('SkeletonRows', () => {
  it('draws the given number of rows at the final height inside a busy, named status', () => {
    const { container } = renderWithTheme(
      <SkeletonRows rows={10} rowHeight="64px" label="جارٍ تحميل التقييمات" />,
    );

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('جارٍ تحميل التقييمات');
    const rows = container.querySelectorAll<HTMLElement>('[data-skeleton-row]');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveAttribute('aria-hidden', 'true');
    expect(rows[0].style.blockSize).toBe('64px');
  });

  it('stops its animation for people who ask for reduced motion', () => {
    renderWithTheme(<SkeletonRows rows={1} label="Loading" />);

    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*animation:none/);
  });
});
