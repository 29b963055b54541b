import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { Checkbox } from '../Checkbox';
import { LanguageSelect } from '../LanguageSelect';
import { Select } from '../Select';

describe('Checkbox', () => {
  it('is labelled by a label that may hold a link, and announces its error', async () => {
    renderWithTheme(
      <Checkbox
        label={
          <>
            أوافق على <a href="/terms">الشروط والأحكام</a>
          </>
        }
        error="يجب الموافقة على الشروط"
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'أوافق على الشروط والأحكام' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('يجب الموافقة على الشروط');

    await userEvent.click(checkbox);

    expect(checkbox).toBeChecked();
  });
});

describe('Select', () => {
  it('offers its options after an unselectable placeholder and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Select
        label="Activity"
        placeholder="Choose an activity"
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: 'restaurant', label: 'Restaurant' },
          { value: 'other', label: 'Other' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Activity' });
    expect(screen.getByRole('option', { name: 'Choose an activity' })).toBeDisabled();

    await userEvent.selectOptions(select, 'other');

    expect(onChange).toHaveBeenCalledWith('other');
  });
});

describe('LanguageSelect', () => {
  it('names each language in itself and reports the chosen one', async () => {
    const onChange = jest.fn();
    renderWithTheme(<LanguageSelect value="ar" onChange={onChange} label="اللغة" />);
    const select = screen.getByRole('combobox', { name: 'اللغة' });
    expect(select).toHaveValue('ar');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');

    await userEvent.selectOptions(select, 'English');

    expect(onChange).toHaveBeenCalledWith('en');
  });
});
