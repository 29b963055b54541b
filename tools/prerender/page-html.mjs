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

// Until the page has hydrated (markPageInteractive in @sumaa/app-kit): a transparent shield takes clicks once
// lang-dir.js has seen that scripts run (html.hydrating), and a page rendered in the browser instead (another stored
// language) stays hidden rather than showing the served one.
const UNTIL_INTERACTIVE_STYLE =
  '<style>html.hydrating body::after{content:"";position:fixed;inset:0;z-index:2147483647}' +
  'html[data-stale-prerender] #root{visibility:hidden}</style>';

const TEXT_INPUT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

/**
 * The markup's form controls held until hydration: text fields read-only, selects disabled, each marked with what
 * holds it (data-prerender-lock) so the shell releases exactly that. Typing before hydration would be undone by
 * the first render, and a form without its scripts would post itself natively (credentials in the address).
 */
export function holdControls(markup) {
  return markup.replace(/<(input|textarea|select)\b([^>]*)>/g, (tag, name, attributes) => {
    if (/\s(readonly|disabled)(?=[\s=/>]|$)/.test(attributes)) return tag;
    if (name === 'input') {
      const type = /\stype="([^"]*)"/.exec(attributes)?.[1] ?? 'text';
      if (!TEXT_INPUT_TYPES.has(type)) return tag;
    }
    const hold = name === 'select' ? 'disabled' : 'readonly';
    return `<${name}${attributes.replace(/\s*\/$/, '')} ${hold}="" data-prerender-lock="${hold}">`;
  });
}

/**
 * The shell's index.html as a prerendered page starts it: its style sheet inlined (asset addresses made absolute),
 * so the first paint waits for no request, and its entry script started by lang-dir.js after that paint (the
 * entry's address in lang-dir's data-entry), so on a slow connection the page's text, styles and font are not
 * competing with the scripts that only hydrate it. `css`: the contents of the stylesheet file the template links.
 */
export function scriptsAfterFirstPaint(template, css) {
  const entry = /<script defer(?:="[^"]*")? src="(\/main\.[0-9a-f]+\.js)"><\/script>/.exec(template);
  if (!entry) throw new Error('prerender: the shell entry script is not in index.html');
  const inlineCss = css.replace(/url\((?!["']?(?:\/|data:|https?:))(["']?)/g, 'url($1/');
  return template
    .replace(entry[0], '')
    .replace(
      '<script src="/lang-dir.js" defer></script>',
      () => `<script src="/lang-dir.js" defer data-entry="${entry[1]}"></script>`,
    )
    .replace(
      /<link href="\/main\.[0-9a-f]+\.css" rel="stylesheet"\s*\/?>/,
      () => `<style>${inlineCss}</style>`,
    );
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
    UNTIL_INTERACTIVE_STYLE,
    page.styles,
  ].join('\n    ');

  let html = template.replace(
    /<html[^>]*>/,
    `<html lang="${language}" dir="${dir}" data-prerendered="${escapeHtml(buildId)}">`,
  );
  // The web app manifest in the page's language (apps/shell/public/lang-dir.js keeps it so after a switch).
  if (language === 'en')
    html = html.replace('href="/manifest.webmanifest"', 'href="/manifest.en.webmanifest"');
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  }
  html = html.replace('</head>', `  ${head}\n  </head>`);
  // A function, so `$` in the markup is not read as a replacement pattern.
  const markup = holdControls(page.html);
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>`);
}
