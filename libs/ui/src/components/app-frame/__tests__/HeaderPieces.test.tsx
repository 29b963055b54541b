import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { HeaderSearch } from '../HeaderSearch';
import { UserMenu } from '../UserMenu';

describe('HeaderSearch', () => {
  it('submits the trimmed query on Enter from a search landmark', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<HeaderSearch label="بحث" onSubmit={onSubmit} />);

    expect(screen.getByRole('search', { name: 'بحث' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'بحث' }), '  مطعم  {Enter}');

    expect(onSubmit).toHaveBeenCalledWith('مطعم');
  });
});

describe('UserMenu', () => {
  it('shows the signed-in user’s name and e-mail once to screen readers', () => {
    renderWithTheme(<UserMenu name="سارة الحربي" email="sara@example.com" subtitle="مدير المنصة" />);

    expect(screen.getByText('سارة الحربي')).toBeInTheDocument();
    expect(screen.getByText('sara@example.com')).toBeInTheDocument();
    expect(screen.getByText('مدير المنصة')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
