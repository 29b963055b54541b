import { screen, waitFor, within } from '@testing-library/react';
import type { Direction } from '../../../theme/ThemeRoot';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { StackedBarChart, type StackedBarGroup } from '../StackedBarChart';
import { bodyRowsOf, measureChartsAtFixedWidth } from './measuredWidth';

measureChartsAtFixedWidth();

const SERIES = [
  { key: 'positive', label: 'Positive', colour: 'green' },
  { key: 'negative', label: 'Negative', colour: 'red' },
];
const WEEKS: StackedBarGroup[] = [
  { key: 'w1', axisLabel: 'W1', values: { positive: 75, negative: 25 } },
  { key: 'w2', axisLabel: 'W2', values: { positive: 40, negative: 60 } },
  { key: 'w3', axisLabel: 'W3', values: { positive: 100, negative: 0 } },
];

function renderStacks(dir: Direction, language: 'ar' | 'en') {
  const percent = (value: number) =>
    new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-US', { style: 'percent' }).format(value / 100);
  renderWithTheme(
    <StackedBarChart
      dir={dir}
      groups={WEEKS}
      series={SERIES}
      legendLabel="Colour key"
      caption="Sentiment each week"
      headers={['Week', 'Positive', 'Negative']}
      rows={WEEKS.map((week) => ({
        key: week.key,
        cells: [week.axisLabel, percent(week.values.positive), percent(week.values.negative)],
      }))}
      formatTick={(value) => `tick ${value}`}
      markGroupAs="week"
      markSeriesAs="sentiment"
    />,
    { direction: dir },
  );
}

/** The x of each week's positive part, in the order the weeks were given (oldest first). */
async function weekPositions() {
  await waitFor(() => expect(document.querySelectorAll('rect[data-week]').length).toBeGreaterThan(0));
  return WEEKS.map((week) =>
    Number(
      document.querySelector(`rect[data-week="${week.key}"][data-sentiment="positive"]`)?.getAttribute('x'),
    ),
  );
}

describe('StackedBarChart', () => {
  it('runs the weeks from the left in English, the oldest first', async () => {
    renderStacks('ltr', 'en');
    const [first, second, third] = await weekPositions();
    expect(first).toBeLessThan(second);
    expect(second).toBeLessThan(third);
  });

  it('mirrors in Arabic: the oldest week is the rightmost', async () => {
    renderStacks('rtl', 'ar');
    const [first, second, third] = await weekPositions();
    expect(first).toBeGreaterThan(second);
    expect(second).toBeGreaterThan(third);
    expect(screen.getAllByText(/^tick /)[0].closest('g.visx-axis')).toHaveClass('visx-axis-right');
  });

  it('stacks each week’s parts in proportion, and draws no part that is zero', async () => {
    renderStacks('ltr', 'en');
    await weekPositions();
    const heightOf = (week: string, part: string) =>
      Number(
        document.querySelector(`rect[data-week="${week}"][data-sentiment="${part}"]`)?.getAttribute('height'),
      );

    expect(heightOf('w1', 'positive')).toBeCloseTo(3 * heightOf('w1', 'negative'));
    expect(heightOf('w2', 'positive') + heightOf('w2', 'negative')).toBeCloseTo(heightOf('w3', 'positive'));
    expect(document.querySelector('rect[data-week="w3"][data-sentiment="negative"]')).not.toBeInTheDocument();
  });

  it('names every colour in a labelled key, in the stacking order', () => {
    renderStacks('ltr', 'en');
    const key = screen.getByRole('list', { name: 'Colour key' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Positive', 'Negative']);
  });

  it('offers every figure as a table in the reader’s digits', () => {
    renderStacks('rtl', 'ar');
    const table = screen.getByRole('table', { name: 'Sentiment each week' });
    expect(bodyRowsOf(table)).toEqual([
      ['W1', '٧٥٪؜', '٢٥٪؜'],
      ['W2', '٤٠٪؜', '٦٠٪؜'],
      ['W3', '١٠٠٪؜', '٠٪؜'],
    ]);
  });
});
