// The invoice's typeface: IBM Plex Sans Arabic, the product's own (libs/ui), whose TrueType files cover
// Arabic and Latin in one font. The files come from an npm package and are found the way Node finds any
// package, from this file's location: under jest that is apps/api/src/..., in the bundle it is
// dist/apps/api/main.js (rspack keeps every npm package external, so node_modules is there at run time
// anyway). No asset needs copying into dist.
import { createRequire } from 'node:module';

const FONT_PACKAGE = '@expo-google-fonts/ibm-plex-sans-arabic';

// Named so the bundler does not take it for its own `require` and try to bundle the font.
const resolveFromHere = createRequire(__filename).resolve;

export const INVOICE_FONTS = {
  regular: resolveFromHere(`${FONT_PACKAGE}/400Regular/IBMPlexSansArabic_400Regular.ttf`),
  bold: resolveFromHere(`${FONT_PACKAGE}/700Bold/IBMPlexSansArabic_700Bold.ttf`),
} as const;

export type InvoiceFont = keyof typeof INVOICE_FONTS;
