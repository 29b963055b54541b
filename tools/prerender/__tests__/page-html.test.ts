import { addressOf, holdControls, pageHtml, scriptsAfterFirstPaint } from '../page-html.mjs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { addComponentIds } = require('../../federation/styled-component-ids-loader.cjs');

const template =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta name="description" content="old" /><title>سمعة</title>' +
  '<script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

describe('pageHtml', () => {
  it('links the web app manifest of the page’s language', () => {
    const withManifest = template.replace(
      '</head>',
      '<link rel="manifest" href="/manifest.webmanifest"></head>',
    );
    const page = { html: '<main></main>', styles: '' };
    const common = {
      template: withManifest,
      route: '/',
      page,
      buildId: 'b',
      siteUrl: 'https://sumaa.example',
    };
    expect(pageHtml({ ...common, language: 'en' })).toContain('href="/manifest.en.webmanifest"');
    expect(pageHtml({ ...common, language: 'ar' })).toContain('href="/manifest.webmanifest"');
  });

  const html = pageHtml({
    template,
    route: '/pricing',
    language: 'en',
    page: {
      html: '<main><h1>Plans $& prices</h1></main>',
      styles: '<style data-styled="true">.a{color:red}</style>',
      title: 'Plans & pricing · Sumaa',
      description: 'Plans "in" riyals',
    },
    buildId: 'build-1',
    siteUrl: 'https://sumaa.example',
    preloads: [{ href: 'https://remote.example/remoteEntry.js', as: 'script' }],
  });

  it('sets the language, direction and the build it came from', () => {
    expect(html).toContain('<html lang="en" dir="ltr" data-prerendered="build-1">');
  });

  it('names the page, escaped, and each language address', () => {
    expect(html).toContain('<title>Plans &amp; pricing · Sumaa</title>');
    expect(html).toContain('<meta name="description" content="Plans &quot;in&quot; riyals" />');
    expect(html).toContain('<link rel="canonical" href="https://sumaa.example/pricing?lang=en" />');
    expect(html).toContain('hreflang="ar" href="https://sumaa.example/pricing?lang=ar"');
    expect(html).toContain('hreflang="x-default" href="https://sumaa.example/pricing"');
  });

  it('inlines the styles, preloads and the markup, keeping the scripts', () => {
    expect(html).toContain('<link rel="preload" href="https://remote.example/remoteEntry.js" as="script" />');
    expect(html).toMatch(/<style data-styled="true">.*<\/head>/s);
    expect(html).toContain('<div id="root"><main><h1>Plans $& prices</h1></main></div>');
    expect(html).toContain('<script defer src="/main.1a2b3c4d.js"></script>');
  });

  it('addresses a route in a language with ?lang=', () => {
    expect(addressOf('https://sumaa.example', '/', 'ar')).toBe('https://sumaa.example/?lang=ar');
  });
});

describe('scriptsAfterFirstPaint', () => {
  const shellPage =
    '<html><head><script src="/lang-dir.js" defer></script><script defer src="/main.1a2b3c4d.js"></script>' +
    '<link href="/main.5e6f7a8b.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
  const page = scriptsAfterFirstPaint(
    shellPage,
    '@font-face{src:url(assets/f.woff2)format("woff2")}.x{background:url(data:image/png;base64,AA)}',
  );

  it('hands the entry to lang-dir.js, to start after the first paint', () => {
    expect(page).not.toContain('<script defer src="/main.1a2b3c4d.js">');
    expect(page).toContain('<script src="/lang-dir.js" defer data-entry="/main.1a2b3c4d.js"></script>');
  });

  it('inlines the style sheet with its assets addressed from the root', () => {
    expect(page).not.toContain('main.5e6f7a8b.css');
    expect(page).toContain('<style>@font-face{src:url(/assets/f.woff2)format("woff2")}');
    expect(page).toContain('url(data:image/png;base64,AA)');
  });

  it('refuses a shell page without its entry', () => {
    expect(() => scriptsAfterFirstPaint('<html></html>', '')).toThrow(/entry script/);
  });
});

describe('holdControls', () => {
  it('holds text fields read-only and selects disabled, marked with what holds them', () => {
    expect(holdControls('<input type="email" name="email" value=""/>')).toBe(
      '<input type="email" name="email" value="" readonly="" data-prerender-lock="readonly">',
    );
    expect(holdControls('<input name="q"/>')).toContain('readonly="" data-prerender-lock="readonly"');
    expect(holdControls('<textarea rows="4"></textarea>')).toBe(
      '<textarea rows="4" readonly="" data-prerender-lock="readonly"></textarea>',
    );
    expect(holdControls('<select id="lang"><option value="ar">ع</option></select>')).toBe(
      '<select id="lang" disabled="" data-prerender-lock="disabled"><option value="ar">ع</option></select>',
    );
  });

  it('leaves controls that are held already, and those that are not typed into', () => {
    for (const control of [
      '<input type="email" disabled=""/>',
      '<input readonly="" value="x"/>',
      '<input type="checkbox"/>',
      '<input type="hidden" value="1"/>',
      '<select disabled=""></select>',
    ])
      expect(holdControls(control)).toBe(control);
  });
});

describe('styled-component-ids-loader', () => {
  it('gives each styled component an id from its file and position', () => {
    const source = [
      'const A = styled.div<{ $on: boolean }>`color: red;`;',
      'const B = styled(Link)`margin: 0;`;',
      'const C = styled.input.attrs({ type: "text" })``;',
      "import styled, { css } from 'styled-components';",
    ].join('\n');
    const out = addComponentIds(source, `${process.cwd()}/apps/x/src/A.tsx`);
    expect(out).toMatch(
      /styled\.div\.withConfig\(\{ componentId: 'sc-[0-9a-f]{6}-0' \}\)<\{ \$on: boolean \}>`/,
    );
    expect(out).toMatch(/styled\(Link\)\.withConfig\(\{ componentId: 'sc-[0-9a-f]{6}-1' \}\)`/);
    expect(out).toMatch(/styled\.input\.withConfig\(\{ componentId: 'sc-[0-9a-f]{6}-2' \}\)\.attrs/);
    expect(out).toContain("import styled, { css } from 'styled-components';");
    expect(addComponentIds(source, `${process.cwd()}/apps/x/src/A.tsx`)).toBe(out);
  });
});
