import { screen } from '@testing-library/react';
import { LayersIcon } from '../../../icons/LayersIcon';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { EmptyState } from '../EmptyState';

describe('EmptyState', () => {
  it('is a section named by its title, with the message and the extra lines inside', () => {
    renderWithTheme(
      <EmptyState
        icon={<LayersIcon size="1.75rem" />}
        title="هذا القسم قيد الإعداد"
        message="نعمل على تجهيز هذا القسم."
      >
        <p>بحثت عن «مقهى»</p>
      </EmptyState>,
    );

    const section = screen.getByRole('region', { name: 'هذا القسم قيد الإعداد' });
    expect(section).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'هذا القسم قيد الإعداد' }),
    );
    expect(section).toHaveTextContent('نعمل على تجهيز هذا القسم.');
    expect(section).toHaveTextContent('بحثت عن «مقهى»');
  });

  it('keeps the icon away from screen readers', () => {
    renderWithTheme(<EmptyState icon={<LayersIcon />} title="Nothing here yet" />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nothing here yet' })).toBeInTheDocument();
  });

  it('puts its title at the level the page asks for', () => {
    renderWithTheme(<EmptyState title="No reviews yet" titleAs="h3" />);

    expect(screen.getByRole('heading', { level: 3, name: 'No reviews yet' })).toBeInTheDocument();
  });
});
