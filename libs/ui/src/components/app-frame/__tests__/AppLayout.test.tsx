import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { AppLayout } from '../AppLayout';
import { SidebarNav } from '../SidebarNav';

function Frame() {
  return (
    <AppLayout
      mobileMenuLabel="القائمة"
      closeMenuLabel="إغلاق القائمة"
      sidebar={
        <SidebarNav
          label="التنقل الرئيسي"
          items={[
            { to: '#overview', label: 'نظرة عامة', active: true },
            { to: '#reviews', label: 'التقييمات' },
          ]}
        />
      }
      header={<span>header</span>}
    >
      <h1>نظرة عامة</h1>
    </AppLayout>
  );
}

describe('AppLayout', () => {
  it('opens the drawer with the menu button and closes it with Escape, giving focus back', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Frame />);
    const menuButton = screen.getByRole('button', { name: 'القائمة' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(menuButton);

    const drawer = screen.getByRole('dialog', { name: 'القائمة' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'إغلاق القائمة' })).toHaveFocus();
    expect(drawer).toContainElement(screen.getByRole('navigation', { name: 'التنقل الرئيسي' }));
    expect(screen.getByRole('main').parentElement).toHaveAttribute('inert');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes the drawer with its close button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Frame />);

    await user.click(screen.getByRole('button', { name: 'القائمة' }));
    await user.click(screen.getByRole('button', { name: 'إغلاق القائمة' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the drawer when a link in it is followed and moves focus to the page', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Frame />);

    await user.click(screen.getByRole('button', { name: 'القائمة' }));
    await user.click(screen.getByRole('link', { name: 'التقييمات' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('puts the page in the main landmark and the header in the banner', () => {
    renderWithTheme(<Frame />);

    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'نظرة عامة' }));
    expect(screen.getByRole('banner')).toHaveTextContent('header');
  });
});
