// What the public-site remote exposes to the shell as `./Routes`: its route tree, mounted under `basePath`.
// Default export because module federation and React.lazy expect one.
import { getLanguage } from '@sumaa/i18n';
import * as React from 'react';
import { PublicSiteRoutes } from './app/PublicSiteRoutes';
import { loadLanguageTexts, registerLanguageTexts, useLanguageTexts } from './shared/i18n/languageTexts';

// Each app records the React it runs with; the end-to-end suite asserts there is exactly one at run time.
// (The hook function, not the namespace object: each build wraps the shared module in its own namespace.)
((globalThis as { __sumaaReacts?: Set<unknown> }).__sumaaReacts ??= new Set()).add(React.useState);

// The site's texts in the visitor's language only, in one chunk with the landing page's (same chunk name).
registerLanguageTexts('public-site', {
  ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/resources.ar').then((module) => module.ar),
  en: () => import(/* webpackChunkName: "texts-en" */ './i18n/resources.en').then((module) => module.en),
});
void loadLanguageTexts('public-site', getLanguage()).catch(() => undefined);

export default function RemoteRoutes({ basePath }: { basePath: string }) {
  useLanguageTexts('public-site');
  return <PublicSiteRoutes basePath={basePath} />;
}
