// The one file allowed to hold colour literals. Every component reads colours, spacing and type from here
// through styled-components' theme, so a brand change is a change to this file only.
// Text colours are chosen to meet WCAG AA (4.5:1) on the background they are used on; the theme test checks it.

const palette = {
  teal50: '#E6F2F0',
  teal100: '#CCE5E1',
  teal600: '#0B6B63',
  teal700: '#08544E',
  teal800: '#063F3B',
  amber100: '#FFF6E0',
  amber400: '#F5A524',
  amber800: '#8A5A00',
  white: '#FFFFFF',
  gray25: '#FAFBFB',
  gray50: '#F5F8F7',
  gray100: '#EEF3F2',
  gray200: '#D9E1DF',
  gray400: '#7C8B88',
  gray500: '#5F6E6B',
  gray600: '#4B5B58',
  gray900: '#14201E',
  red50: '#FEF3F2',
  red200: '#FECDCA',
  red600: '#B42318',
  red800: '#912018',
  green50: '#ECFDF3',
  green200: '#ABEFC6',
  green600: '#067647',
  green800: '#05603A',
  orange50: '#FFFAEB',
  orange200: '#FEDF89',
  orange600: '#B54708',
  orange800: '#93370D',
  blue50: '#EFF8FF',
  blue200: '#B2DDFF',
  blue600: '#175CD3',
  blue800: '#1849A9',
} as const;

export type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

/** A tone's colours: `solid` for fills and icons, `soft` a tinted background, `text` readable (≥ 4.5:1) on `soft`. */
export interface ToneColors {
  solid: string;
  soft: string;
  text: string;
  border: string;
}

const colors = {
  primary: palette.teal600,
  primaryHover: palette.teal700,
  primaryActive: palette.teal800,
  primarySoft: palette.teal50,
  primarySoftHover: palette.teal100,
  primarySoftText: palette.teal700,
  onPrimary: palette.white,
  /** Stars and highlights: decorative, never the only carrier of meaning; `accentText` is readable on `accentSoft`. */
  accent: palette.amber400,
  accentSoft: palette.amber100,
  accentText: palette.amber800,
  background: palette.gray50,
  surface: palette.white,
  surfaceMuted: palette.gray100,
  surfaceRaised: palette.gray25,
  border: palette.gray200,
  /** Borders of form controls: 3:1 against the surface (WCAG 1.4.11 non-text contrast). */
  borderStrong: palette.gray400,
  text: palette.gray900,
  textSecondary: palette.gray600,
  textMuted: palette.gray500,
  textInverse: palette.white,
  textDisabled: palette.gray400,
  danger: palette.red600,
  success: palette.green600,
  warning: palette.orange600,
  info: palette.blue600,
  focusRing: palette.blue600,
  overlay: 'rgba(20, 32, 30, 0.48)',
  skeleton: palette.gray100,
  /** Google's brand colours, only for the Google logo. */
  google: { blue: '#4285F4', red: '#EA4335', yellow: '#FBBC05', green: '#34A853' },
} as const;

const tones: Record<Tone, ToneColors> = {
  neutral: { solid: palette.gray600, soft: palette.gray100, text: palette.gray900, border: palette.gray200 },
  brand: { solid: palette.teal600, soft: palette.teal50, text: palette.teal700, border: palette.teal100 },
  success: {
    solid: palette.green600,
    soft: palette.green50,
    text: palette.green800,
    border: palette.green200,
  },
  warning: {
    solid: palette.orange600,
    soft: palette.orange50,
    text: palette.orange800,
    border: palette.orange200,
  },
  danger: { solid: palette.red600, soft: palette.red50, text: palette.red800, border: palette.red200 },
  info: { solid: palette.blue600, soft: palette.blue50, text: palette.blue800, border: palette.blue200 },
};

/** 4 px grid. Keys are multiples of 4 px so `space[4]` reads as "16 px". */
const space = {
  0: '0',
  0.5: '2px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

const radii = { sm: '6px', md: '10px', lg: '14px', xl: '20px', pill: '999px', round: '50%' } as const;

const fonts = {
  body: "'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', Tahoma, 'Noto Sans Arabic', Arial, sans-serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const;

/** Only two weights of the font are shipped (400 and 600); `bold` maps to 600 so no faux bold is synthesised. */
const fontWeights = { regular: 400, semibold: 600, bold: 600 } as const;

/** Arabic script has tall ascenders and dots below the line: body text needs ~1.6. */
const lineHeights = { tight: 1.3, snug: 1.45, normal: 1.6, relaxed: 1.8 } as const;

const shadows = {
  sm: '0 1px 2px rgba(20, 32, 30, 0.06)',
  md: '0 2px 8px rgba(20, 32, 30, 0.08), 0 1px 2px rgba(20, 32, 30, 0.06)',
  lg: '0 12px 32px rgba(20, 32, 30, 0.14), 0 2px 6px rgba(20, 32, 30, 0.08)',
} as const;

const breakpoints = { mobile: 375, tablet: 768, desktop: 1280 } as const;

/** Media queries to interpolate: `${({ theme }) => theme.media.tablet} { ... }` (mobile first, min-width). */
const media = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  belowTablet: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
  coarsePointer: '@media (pointer: coarse)',
  /** A touch screen: a finger, no hover (where keyboard shortcuts are no use to mention). */
  touch: '@media (hover: none), (pointer: coarse)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const zIndices = {
  base: 0,
  raised: 10,
  sticky: 100,
  header: 200,
  overlay: 300,
  drawer: 310,
  modal: 400,
  toast: 500,
} as const;

const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '300ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.3, 0, 1, 1)' },
} as const;

const sizes = {
  /** Minimum touch target (WCAG 2.5.5). */
  touchTarget: '44px',
  controlHeight: '44px',
  controlHeightLg: '52px',
  sidebarWidth: '264px',
  headerHeight: '64px',
  contentMaxWidth: '1200px',
  focusRingWidth: '3px',
} as const;

export const theme = {
  colors,
  tones,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  breakpoints,
  media,
  zIndices,
  motion,
  sizes,
} as const;

export type Theme = typeof theme;
