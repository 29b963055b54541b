import { theme, type Tone } from '../theme';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

describe('theme colours', () => {
  it.each(Object.keys(theme.tones) as Tone[])(
    'gives the %s tone a text colour readable (AA) on its soft background',
    (tone) => {
      expect(contrast(theme.tones[tone].text, theme.tones[tone].soft)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['text', 'surface'],
    ['text', 'background'],
    ['textSecondary', 'surface'],
    ['textSecondary', 'background'],
    ['textMuted', 'surface'],
    ['primary', 'surface'],
    ['primarySoftText', 'primarySoft'],
    ['accentText', 'accentSoft'],
  ] as const)('makes %s readable (AA) on %s', (foreground, background) => {
    expect(contrast(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('makes button labels readable (AA) on the primary and danger fills', () => {
    expect(contrast(theme.colors.onPrimary, theme.colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.colors.onPrimary, theme.colors.primaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.colors.textInverse, theme.tones.danger.solid)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws control borders and the focus ring at 3:1 against the surface (non-text contrast)', () => {
    expect(contrast(theme.colors.borderStrong, theme.colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(theme.colors.focusRing, theme.colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(theme.colors.focusRing, theme.colors.background)).toBeGreaterThanOrEqual(3);
  });

  it('uses the agreed breakpoints', () => {
    expect(theme.breakpoints).toEqual({ mobile: 375, tablet: 768, desktop: 1280 });
  });
});
