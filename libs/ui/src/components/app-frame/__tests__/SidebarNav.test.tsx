import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { SidebarNav } from '../SidebarNav';

describe('SidebarNav', () => {
  it('marks the active item as the current page and no other', () => {
    renderWithTheme(
      <SidebarNav
        label="Main navigation"
        items={[
          { to: '/customer', label: 'Overview', active: false },
          { to: '/customer/reviews', label: 'Reviews', active: true },
          { to: '/customer/team', label: 'Team', active: false },
        ]}
      />,
    );

    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/customer/team');
  });

  it('renders each item through the given link component with its to and end', () => {
    const received: Array<{ to: string; end?: boolean }> = [];
    function FakeNavLink({
      to,
      end,
      children,
      className,
    }: {
      to: string;
      end?: boolean;
      children: ReactNode;
      className?: string;
    }) {
      received.push({ to, end });
      return (
        <a href={`#router${to}`} className={className} aria-current={to === '/admin' ? 'page' : undefined}>
          {children}
        </a>
      );
    }
    renderWithTheme(
      <SidebarNav
        label="Admin"
        linkAs={FakeNavLink}
        items={[
          { to: '/admin', label: 'Overview', end: true },
          { to: '/admin/plans', label: 'Plans' },
        ]}
      />,
    );

    expect(received).toEqual([
      { to: '/admin', end: true },
      { to: '/admin/plans', end: undefined },
    ]);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });
});
