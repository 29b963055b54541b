import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { Panel, PanelEmpty } from '../Panel';

describe('Panel', () => {
  it('is a region named by its heading, with the note beside the title and its content', () => {
    renderWithTheme(
      <Panel title="اتجاه التقييم" aside="آخر ٦ أشهر">
        <p>المحتوى</p>
      </Panel>,
    );

    const region = screen.getByRole('region', { name: 'اتجاه التقييم' });
    expect(within(region).getByRole('heading', { level: 2, name: 'اتجاه التقييم' })).toBeInTheDocument();
    expect(within(region).getByText('آخر ٦ أشهر')).toBeInTheDocument();
    expect(within(region).getByText('المحتوى')).toBeInTheDocument();
  });

  it('gives two panels their own names', () => {
    renderWithTheme(
      <>
        <Panel title="Trend">one</Panel>
        <Panel title="Sentiment">two</Panel>
      </>,
      { direction: 'ltr' },
    );
    expect(within(screen.getByRole('region', { name: 'Trend' })).getByText('one')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sentiment' })).getByText('two')).toBeInTheDocument();
  });

  it('is marked busy only while its figures load', () => {
    const { rerender } = renderWithTheme(
      <Panel title="Trend" busy>
        figures
      </Panel>,
    );
    expect(screen.getByRole('region', { name: 'Trend' })).toHaveAttribute('aria-busy', 'true');

    rerender(<Panel title="Trend">figures</Panel>);
    expect(screen.getByRole('region', { name: 'Trend' })).not.toHaveAttribute('aria-busy');
  });

  it('dims its figures while busy unless told otherwise', () => {
    const { rerender } = renderWithTheme(
      <Panel title="Trend" busy>
        figures
      </Panel>,
    );
    const opacity = () => getComputedStyle(screen.getByRole('region', { name: 'Trend' })).opacity;
    expect(opacity()).toBe('0.6');

    rerender(
      <Panel title="Trend" busy dimmed={false}>
        figures
      </Panel>,
    );
    expect(opacity()).toBe('1');
  });

  it('says there is nothing to show in place of its figures', () => {
    renderWithTheme(
      <Panel title="Trend">
        <PanelEmpty>No reviews in this period.</PanelEmpty>
      </Panel>,
    );
    expect(
      within(screen.getByRole('region', { name: 'Trend' })).getByText('No reviews in this period.').tagName,
    ).toBe('P');
  });
});
