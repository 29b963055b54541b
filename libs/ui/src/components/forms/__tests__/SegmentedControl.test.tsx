import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { SegmentedControl } from '../SegmentedControl';

function Period() {
  const [value, setValue] = useState<'month' | 'year'>('month');
  return (
    <>
      <SegmentedControl
        legend="فترة الفوترة"
        options={[
          { value: 'month', label: 'شهري' },
          { value: 'year', label: 'سنوي' },
        ]}
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('SegmentedControl', () => {
  it('is a named group of radios; clicking a segment chooses it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Period />);
    expect(screen.getByRole('group', { name: 'فترة الفوترة' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'شهري' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'سنوي' }));

    expect(screen.getByRole('radio', { name: 'سنوي' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('year');
  });

  it('moves between segments with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Period />);

    await user.tab();
    expect(screen.getByRole('radio', { name: 'شهري' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('radio', { name: 'سنوي' })).toBeChecked();
  });
});
