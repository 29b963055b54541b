// Test helper for this library's own tests: renders inside ThemeRoot (theme + RTL style sheet).
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeRoot, type Direction } from '../theme/ThemeRoot';

export function renderWithTheme(
  ui: ReactElement,
  { direction = 'rtl', ...options }: RenderOptions & { direction?: Direction } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => <ThemeRoot direction={direction}>{children}</ThemeRoot>,
    ...options,
  });
}
