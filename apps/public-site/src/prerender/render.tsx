// The public site's renderer for the prerender step (docs/adr/0012-prerendered-public-pages.md): built into
// dist/prerender/public-site/render.cjs beside the remote's container (the same source and build id), run in Node
// by tools/prerender/publish.mjs. It renders what the shell renders around this remote on a visitor's first paint
// (theme with the direction's style sheet, router, the remote area's Suspense, the remote's routes), so the
// browser can hydrate the HTML instead of drawing the page again.
import { i18n, initI18n, type Language } from '@sumaa/i18n';
import { LoadingScreen, ThemeRoot } from '@sumaa/ui';
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import RemoteRoutes from '../remote-entry';
import { PRERENDERED_ROUTES } from './routes';

export { PRERENDERED_ROUTES };

/** The build this renderer belongs to; the container exports the same (remote-entry's `buildId`). */
export const buildId = process.env.SUMAA_BUILD_ID ?? 'dev';

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` tags for that markup, direction included. */
  styles: string;
  title?: string;
  description?: string;
}

interface DocumentHead {
  title?: string;
  description?: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders `route` in `language`; waits for every lazily loaded page and text. */
export async function renderPage(route: string, language: Language): Promise<RenderedPage> {
  await initI18n();
  await i18n.changeLanguage(language);
  const head: DocumentHead = {};
  (globalThis as { __sumaaDocumentHead?: DocumentHead }).__sumaaDocumentHead = head;
  const sheet = new ServerStyleSheet();
  try {
    const direction = language === 'ar' ? 'rtl' : 'ltr';
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <ThemeRoot direction={direction}>
          <StaticRouter location={route}>
            {/* The shell's RemoteArea: the same Suspense boundary, so hydration lines up. */}
            <Suspense fallback={<LoadingScreen label="" />}>
              <RemoteRoutes basePath="/" />
            </Suspense>
          </StaticRouter>
        </ThemeRoot>,
      ),
      {
        // Every boundary inline, in place: no hidden segments revealed by inline scripts (the CSP forbids them,
        // and the page must read whole without JavaScript).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          throw error;
        },
      },
    );
    const html = await streamToString(prelude);
    return { html, styles: sheet.getStyleTags(), ...head };
  } finally {
    sheet.seal();
    delete (globalThis as { __sumaaDocumentHead?: DocumentHead }).__sumaaDocumentHead;
  }
}
