import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { StatCard } from '../StatCard';
import { StatGrid } from '../StatGrid';

/** Each figure of a region as its name (dt) and what follows it (dd). */
function figuresOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('term')
    .map((term) => {
      const details: string[] = [];
      for (let next = term.nextElementSibling; next && next.tagName === 'DD'; next = next.nextElementSibling)
        details.push(next.textContent ?? '');
      return [term.textContent, ...details];
    });
}

describe('StatGrid and StatCard', () => {
  it('names a region of figures, each a term followed by its value and note', () => {
    renderWithTheme(
      <StatGrid
        label="الفترة في لمحة"
        items={[
          { id: 'reviews', label: 'المراجعات', value: '١٬٢٠٠', note: 'خلال ٣٠ يومًا' },
          { id: 'rating', label: 'متوسط التقييم', value: '٤٫٦' },
        ]}
      />,
    );

    const region = screen.getByRole('region', { name: 'الفترة في لمحة' });
    expect(figuresOf(region)).toEqual([
      ['المراجعات', '١٬٢٠٠', 'خلال ٣٠ يومًا'],
      ['متوسط التقييم', '٤٫٦'],
    ]);
  });

  it('keeps a signed figure whole inside right-to-left text', () => {
    renderWithTheme(
      <StatGrid label="Changes" items={[{ id: 'change', label: 'Change', value: '+33.3%' }]} />,
    );
    expect(screen.getByText('+33.3%').tagName).toBe('BDI');
  });

  it('follows the items with cards given as children, and an action under the note', () => {
    renderWithTheme(
      <StatGrid label="Inbox" items={[{ id: 'all', label: 'All reviews', value: '40' }]}>
        <StatCard
          label="Unreplied"
          value="7"
          note="Waiting for an answer"
          action={<button type="button">Show unreplied</button>}
        />
      </StatGrid>,
      { direction: 'ltr' },
    );

    const region = screen.getByRole('region', { name: 'Inbox' });
    expect(figuresOf(region)).toEqual([
      ['All reviews', '40'],
      ['Unreplied', '7', 'Waiting for an answer', 'Show unreplied'],
    ]);
    expect(within(region).getByRole('button', { name: 'Show unreplied' })).toBeInTheDocument();
  });

  it('stays in view while newer figures load, marked busy', () => {
    const { rerender } = renderWithTheme(
      <StatGrid label="Inbox" busy items={[{ id: 'all', label: 'All reviews', value: '40' }]} />,
    );
    const region = screen.getByRole('region', { name: 'Inbox' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByText('40')).toBeVisible();

    rerender(<StatGrid label="Inbox" items={[{ id: 'all', label: 'All reviews', value: '41' }]} />);
    expect(screen.getByRole('region', { name: 'Inbox' })).not.toHaveAttribute('aria-busy');
  });
});
