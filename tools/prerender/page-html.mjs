// The HTML of one prerendered page: the shell's index.html (its scripts, styles and runtime-config preload) with
// the page's language and direction, title, description, its address in each language (hreflang), the styles of
// its markup, early downloads of what hydrating it needs, and the markup itself in #root. `data-prerendered` names
// the build of the public site the markup came from: the shell hydrates only when the remote it loads is that
// build (docs/adr/0012-prerendered-public-pages.md).

const LANGUAGES = ['ar', 'en'];

export function escapeHtml(text) {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A language's own address of a route: `?lang=` on the same path (the path alone negotiates). */
export function addressOf(siteUrl, route, language) {
  const url = new URL(route, siteUrl);
  if (language) url.searchParams.set('lang', language);
  return url.href;
}

/**
 * template: the shell's built index.html; page: { html, styles, title, description } from the renderer;
 * preloads: [{ href, as, type?, crossorigin? }] downloads to start before the scripts ask for them.
 */
export function pageHtml({ template, route, language, page, buildId, siteUrl, preloads = [] }) {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const head = [
    `<link rel="canonical" href="${escapeHtml(addressOf(siteUrl, route, language))}" />`,
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeHtml(addressOf(siteUrl, route, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addressOf(siteUrl, route))}" />`,
    ...preloads.map(
      ({ href, as, type, crossorigin }) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${type ? ` type="${type}"` : ''}${
          crossorigin ? ' crossorigin' : ''
        } />`,
    ),
    page.styles,
  ].join('\n    ');

  let html = template.replace(
    /<html[^>]*>/,
    `<html lang="${language}" dir="${dir}" data-prerendered="${escapeHtml(buildId)}">`,
  );
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  }
  html = html.replace('</head>', `  ${head}\n  </head>`);
  // A function, so `$` in the markup is not read as a replacement pattern.
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>`);
}
