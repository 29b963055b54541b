import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { outlinedBox, plainList } from '../mixins';
import { theme } from '../theme';

const StyledSteps = styled.ol`
  ${plainList(3)}
`;

const StyledNote = styled.section`
  ${outlinedBox({ padding: 4, background: 'surfaceRaised' })}
`;

describe('plainList', () => {
  it('keeps a list a list but draws it without bullets or indent, its items a theme gap apart', () => {
    renderWithTheme(
      <StyledSteps aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </StyledSteps>,
    );

    const list = screen.getByRole('list', { name: 'Steps' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({
      listStyle: 'none',
      margin: '0px',
      padding: '0px',
      display: 'flex',
      flexDirection: 'column',
      gap: theme.space[3],
    });
  });
});

describe('outlinedBox', () => {
  it('draws the hairline border, the medium corner and the surface asked for, with the padding asked for', () => {
    renderWithTheme(<StyledNote aria-label="Note">Text</StyledNote>);

    expect(screen.getByRole('region', { name: 'Note' })).toHaveStyle({
      padding: theme.space[4],
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      background: theme.colors.surfaceRaised,
    });
  });
});
