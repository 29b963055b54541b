import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Direction } from '../../../theme/ThemeRoot';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { Tabs } from '../Tabs';

const ITEMS = [
  { value: 'overview', label: 'Overview', panel: <p>Overview panel</p> },
  { value: 'reviews', label: 'Reviews', panel: <p>Reviews panel</p> },
  { value: 'archived', label: 'Archived', panel: <p>Archived panel</p>, disabled: true },
  { value: 'team', label: 'Team', panel: <p>Team panel</p> },
];

function renderTabs(dir: Direction, props: Partial<Parameters<typeof Tabs>[0]> = {}) {
  const user = userEvent.setup();
  renderWithTheme(
    <div dir={dir}>
      <Tabs label="Sections" items={ITEMS} {...props} />
    </div>,
    { direction: dir },
  );
  return { user, tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('Tabs', () => {
  it('selects the first tab, shows its panel named by it, and has one Tab stop', () => {
    const { tab } = renderTabs('ltr');

    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Overview panel');
    expect(tab('Overview')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('follows ArrowRight to the next tab in left-to-right pages, skipping disabled ones and wrapping', async () => {
    const { user, tab } = renderTabs('ltr');
    await user.tab();

    await user.keyboard('{ArrowRight}');
    expect(tab('Reviews')).toHaveFocus();
    expect(tab('Reviews')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Reviews panel');

    await user.keyboard('{ArrowRight}');
    expect(tab('Team')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Overview')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Team')).toHaveFocus();
  });

  it('follows ArrowLeft to the next tab in right-to-left pages', async () => {
    const { user, tab } = renderTabs('rtl');
    await user.tab();

    await user.keyboard('{ArrowLeft}');
    expect(tab('Reviews')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Team')).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps with Home and End', async () => {
    const { user, tab } = renderTabs('rtl');
    await user.tab();

    await user.keyboard('{End}');
    expect(tab('Team')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Overview')).toHaveFocus();
  });

  it('with manual activation, moves focus only and selects on Enter', async () => {
    const { user, tab } = renderTabs('ltr', { activation: 'manual' });
    await user.tab();

    await user.keyboard('{ArrowRight}');
    expect(tab('Reviews')).toHaveFocus();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Reviews')).toHaveAttribute('aria-selected', 'true');
  });

  it('can be controlled by the caller', async () => {
    const seen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('team');
      return (
        <Tabs
          label="Sections"
          items={ITEMS}
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Team panel');

    await user.click(screen.getByRole('tab', { name: 'Reviews' }));

    expect(seen).toEqual(['reviews']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Reviews panel');
  });
});
