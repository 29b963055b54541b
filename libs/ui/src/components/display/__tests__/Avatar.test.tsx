import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { Avatar } from '../Avatar';
import { initialsOf } from '../initialsOf';

describe('initialsOf', () => {
  it('takes the first letters of the first two names', () => {
    expect(initialsOf('sara alharbi')).toBe('SA');
    expect(initialsOf('  Omar  ')).toBe('O');
  });

  it('skips the Arabic article and keeps Arabic initials from joining', () => {
    expect(initialsOf('محمد العتيبي')).toBe('م\u200Cع');
  });
});

describe('Avatar', () => {
  it('shows the photo with the name as its alternative text', () => {
    renderWithTheme(<Avatar name="Sara Alharbi" src="/photos/sara.jpg" />);

    expect(screen.getByRole('img', { name: 'Sara Alharbi' })).toHaveAttribute('src', '/photos/sara.jpg');
  });

  it('falls back to the initials when the photo fails to load', () => {
    renderWithTheme(<Avatar name="Sara Alharbi" src="/broken.jpg" />);

    fireEvent.error(screen.getByRole('img', { name: 'Sara Alharbi' }));

    expect(screen.getByRole('img', { name: 'Sara Alharbi' })).toHaveTextContent('SA');
  });

  it('is hidden from screen readers when decorative', () => {
    renderWithTheme(<Avatar name="Sara Alharbi" decorative />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
