import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { Button } from '../Button';
import { IconButton } from '../IconButton';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    renderWithTheme(<Button>حفظ</Button>);

    expect(screen.getByRole('button', { name: 'حفظ' })).toHaveAttribute('type', 'button');
  });

  it('ignores clicks and reports itself busy while loading, keeping its name and focus', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Sign in
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });

    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders as a router link when given one through as', () => {
    function FakeLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
      return (
        <a href={`#${to}`} className={className}>
          {children}
        </a>
      );
    }
    renderWithTheme(
      <Button as={FakeLink} to="/" variant="secondary">
        Back home
      </Button>,
    );

    expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '#/');
  });
});

describe('IconButton', () => {
  it('is named by its aria-label, which is also its tooltip', () => {
    renderWithTheme(
      <IconButton aria-label="الإشعارات">
        <svg />
      </IconButton>,
    );

    expect(screen.getByRole('button', { name: 'الإشعارات' })).toHaveAttribute('title', 'الإشعارات');
  });
});
