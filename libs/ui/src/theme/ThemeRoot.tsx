// The self-hosted Arabic font, two weights, Arabic and Latin subsets (fonts.css says why font-display: optional).
import './fonts.css';
import { useMemo, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import type { Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export type Direction = 'rtl' | 'ltr';

export interface ThemeRootProps {
  direction: Direction;
  children: ReactNode;
}

const RTL_PLUGINS: Middleware[] = [rtlPlugin];
const LTR_PLUGINS: Middleware[] = [];

/**
 * Theme, global styles and the style sheet manager. In RTL every physical property (margin-left,
 * left, border-right…) is flipped by stylis-plugin-rtl; logical properties need no flipping.
 * Switching direction does not remount the tree (a form keeps what was typed): styled-components
 * folds the plugin names into its class-name hash, so every component re-renders with a new class.
 */
export function ThemeRoot({ direction, children }: ThemeRootProps) {
  const stylisPlugins = useMemo(() => (direction === 'rtl' ? RTL_PLUGINS : LTR_PLUGINS), [direction]);
  return (
    <StyleSheetManager stylisPlugins={stylisPlugins}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
