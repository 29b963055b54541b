import { screen, waitFor } from '@testing-library/react';
import type { Direction } from '../../../theme/ThemeRoot';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { BarTrendChart, type BarTrendChartProps, type TrendBar } from '../BarTrendChart';
import { bodyRowsOf, measureChartsAtFixedWidth } from './measuredWidth';

measureChartsAtFixedWidth();

const ARABIC_INDIC = /^[\u0660-\u0669٬٫ ]+$/;
const MONTHS = [
  { key: '2025-01', value: 12 },
  { key: '2025-02', value: 30 },
  { key: '2025-03', value: 7 },
];

function renderTrend(dir: Direction, language: 'ar' | 'en', props: Partial<BarTrendChartProps> = {}) {
  const digits = new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-US');
  const bars: TrendBar[] = MONTHS.map(({ key, value }) => ({
    key,
    axisLabel: `m${key.slice(5)}`,
    tableLabel: `month ${key}`,
    value,
    topLabel: `top ${key}`,
    extraCells: [`extra ${key}`],
  }));
  renderWithTheme(
    <BarTrendChart
      dir={dir}
      bars={bars}
      caption="Reviews each month"
      headers={['Month', 'Reviews', 'Average']}
      formatValue={(value) => digits.format(value)}
      formatTick={(value) => `tick ${digits.format(value)}`}
      markAs="month"
      {...props}
    />,
    { direction: dir },
  );
}

/** Each drawn bar's x, in the order the bars were given (oldest first). */
async function barPositions() {
  await waitFor(() => expect(document.querySelectorAll('rect[data-month]')).toHaveLength(MONTHS.length));
  return [...document.querySelectorAll('rect[data-month]')].map((bar) => ({
    key: bar.getAttribute('data-month'),
    x: Number(bar.getAttribute('x')),
    height: Number(bar.getAttribute('height')),
  }));
}

describe('BarTrendChart', () => {
  it('runs time from the left in English: the oldest month is the leftmost bar', async () => {
    renderTrend('ltr', 'en');

    const bars = await barPositions();
    expect(bars.map((bar) => bar.key)).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(bars[0].x).toBeLessThan(bars[1].x);
    expect(bars[1].x).toBeLessThan(bars[2].x);
    expect(screen.getAllByText(/^tick /)[0].closest('g.visx-axis')).toHaveClass('visx-axis-left');
  });

  it('mirrors in Arabic: the oldest month is the rightmost bar and the value axis stands on the right', async () => {
    renderTrend('rtl', 'ar');

    const bars = await barPositions();
    expect(bars[0].x).toBeGreaterThan(bars[1].x);
    expect(bars[1].x).toBeGreaterThan(bars[2].x);
    // The value axis's labels are drawn beyond the bars, at the right edge.
    const ticks = screen.getAllByText(/^tick /);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks[0].closest('g.visx-axis')).toHaveClass('visx-axis-right');
  });

  it('draws each bar as tall as its value, the tallest for the largest', async () => {
    renderTrend('ltr', 'en');

    const [january, february, march] = await barPositions();
    expect(february.height).toBeGreaterThan(january.height);
    expect(january.height).toBeGreaterThan(march.height);
    expect(february.height).toBeLessThan(240);
  });

  it('hides the drawing from assistive technology and offers the figures as a table in the reader’s digits', async () => {
    renderTrend('rtl', 'ar');
    await barPositions();

    expect(document.querySelector('svg:has(rect[data-month])')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { name: 'Reviews each month' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Month',
      'Reviews',
      'Average',
    ]);
    expect(bodyRowsOf(table)).toEqual([
      ['month 2025-01', '١٢', 'extra 2025-01'],
      ['month 2025-02', '٣٠', 'extra 2025-02'],
      ['month 2025-03', '٧', 'extra 2025-03'],
    ]);
    for (const [, value] of bodyRowsOf(table)) expect(value).toMatch(ARABIC_INDIC);
  });

  it('tops each bar with its label when the bars are wide enough', async () => {
    renderTrend('ltr', 'en');
    await barPositions();
    expect(screen.getByText('top 2025-02')).toBeInTheDocument();
  });

  it('leaves the top labels off bars too narrow to hold them', async () => {
    renderTrend('ltr', 'en', { topLabelMinWidth: 1_000 });
    await barPositions();
    expect(screen.queryByText('top 2025-02')).not.toBeInTheDocument();
  });

  it('draws nothing until its box has been measured, while the table is there at once', () => {
    const measuring = window.ResizeObserver;
    Object.assign(window, {
      ResizeObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
    try {
      renderTrend('ltr', 'en');
      expect(document.querySelector('rect[data-month]')).not.toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Reviews each month' })).toBeInTheDocument();
    } finally {
      Object.assign(window, { ResizeObserver: measuring });
    }
  });
});
