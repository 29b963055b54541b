import { screen, within } from '@testing-library/react';
import type { Direction } from '../../../theme/ThemeRoot';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { DonutChart, type DonutSlice } from '../DonutChart';

const SLICES: DonutSlice[] = [
  { key: 'Positive', label: 'إيجابي', share: 0.5, colour: 'green', legendValue: '٦ (٥٠٪)' },
  { key: 'Neutral', label: 'محايد', share: 0, colour: 'grey', legendValue: '٠ (٠٪)' },
  { key: 'Negative', label: 'سلبي', share: 0.5, colour: 'red', legendValue: '٦ (٥٠٪)' },
];

function renderDonut(dir: Direction = 'rtl') {
  return renderWithTheme(
    <DonutChart
      label="الانطباع: إيجابي ٦، محايد ٠، سلبي ٦"
      slices={SLICES}
      total="١٢"
      totalLabel="مراجعة"
      markAs="sentiment"
    />,
    { direction: dir },
  );
}

const sliceOf = (key: string) => document.querySelector(`circle[data-sentiment="${key}"]`);

describe('DonutChart', () => {
  it('is one image named by its figures, so a screen reader hears them without the drawing', () => {
    renderDonut();
    const image = screen.getByRole('img', { name: 'الانطباع: إيجابي ٦، محايد ٠، سلبي ٦' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    // The centre repeats the label's total: hidden, so it is not read twice.
    expect(screen.getByText('١٢').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('lists every slice in the legend with its figures, even one of none, which it does not draw', () => {
    renderDonut();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'إيجابي٦ (٥٠٪)',
      'محايد٠ (٠٪)',
      'سلبي٦ (٥٠٪)',
    ]);
    expect(sliceOf('Neutral')).not.toBeInTheDocument();
  });

  it('draws each slice as long as its share, the next starting where the one before ends', () => {
    renderDonut();
    const [positiveLength, circumference] = sliceOf('Positive')!
      .getAttribute('stroke-dasharray')!
      .split(' ')
      .map(Number);
    expect(positiveLength).toBeCloseTo(circumference / 2);
    expect(Number(sliceOf('Positive')!.getAttribute('stroke-dashoffset'))).toBeCloseTo(0);
    expect(Number(sliceOf('Negative')!.getAttribute('stroke-dashoffset'))).toBeCloseTo(-circumference / 2);
  });

  it('reads the same in both directions: the ring is not mirrored', () => {
    const { unmount } = renderDonut('rtl');
    const rtl = [...document.querySelectorAll('circle[data-sentiment]')].map((circle) => circle.outerHTML);
    const rtlTurn = screen.getByRole('img').querySelector('g')!.getAttribute('transform');
    unmount();

    renderDonut('ltr');
    expect(
      [...document.querySelectorAll('circle[data-sentiment]')].map((circle) => circle.outerHTML),
    ).toEqual(rtl);
    expect(screen.getByRole('img').querySelector('g')).toHaveAttribute('transform', rtlTurn!);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });
});
