import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { PageHeader } from '../PageHeader';

describe('PageHeader', () => {
  it('gives the page its h1 and says what the page is for', () => {
    renderWithTheme(<PageHeader title="المراجعات" description="كل ما كتبه عملاؤك عنك." />);

    expect(screen.getByRole('heading', { level: 1, name: 'المراجعات' })).toBeInTheDocument();
    expect(screen.getByText('كل ما كتبه عملاؤك عنك.')).toBeInTheDocument();
  });

  it('says the intro between the title and the description', () => {
    const { container } = renderWithTheme(
      <PageHeader title="Overview" intro={<p>Welcome, Sara</p>} description="Your reputation at a glance." />,
    );

    expect(container).toHaveTextContent(/^OverviewWelcome, SaraYour reputation at a glance\.$/);
  });
});
