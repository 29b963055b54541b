import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  cacheControlFor,
  cameOverHttps,
  createStaticHandler,
  negotiateLanguage,
  preferredLanguageOf,
} from '../static-server.mjs';

describe('cacheControlFor', () => {
  it('keeps content-hashed files for a year and revalidates the rest', () => {
    const immutable = 'public, max-age=31536000, immutable';
    expect(cacheControlFor('/main.be616bbf.js')).toBe(immutable);
    expect(cacheControlFor('/main.be616bbf.js.br')).toBe(immutable);
    expect(cacheControlFor('/assets/font-arabic-400.38ca8bfd.woff2')).toBe(immutable);
    for (const name of [
      '/index.html',
      '/mf-manifest.json',
      '/config.json',
      '/remoteEntry.js',
      '/lang-dir.js',
    ])
      expect(cacheControlFor(name)).toBe('no-cache');
  });
});

describe('negotiateLanguage', () => {
  it('takes the address first, then the lang cookie, then the browser language', () => {
    expect(negotiateLanguage({ search: '?lang=en', cookie: 'lang=ar', acceptLanguage: 'ar' })).toEqual({
      language: 'en',
      explicit: true,
    });
    expect(negotiateLanguage({ search: '', cookie: 'x=1; lang=en', acceptLanguage: 'ar-SA' }).language).toBe(
      'en',
    );
    expect(negotiateLanguage({ search: '', cookie: '', acceptLanguage: 'ar-SA,en;q=0.8' }).language).toBe(
      'ar',
    );
    expect(negotiateLanguage({ search: '', cookie: '', acceptLanguage: 'fr,ar;q=0.9' }).language).toBe('en');
    expect(negotiateLanguage({ search: '?lang=de', cookie: 'lang=xx', acceptLanguage: '' }).language).toBe(
      'en',
    );
  });

  it('ranks Accept-Language by q', () => {
    expect(preferredLanguageOf('en;q=0.5, ar;q=0.9')).toBe('ar');
    expect(preferredLanguageOf('')).toBeNull();
  });
});

describe('createStaticHandler', () => {
  let dir: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    const js = Buffer.from('console.log("hello from a chunk");'.repeat(50));
    writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), js);
    writeFileSync(path.join(dir, 'main.1a2b3c4d.js.gz'), gzipSync(js));
    writeFileSync(path.join(dir, 'main.1a2b3c4d.js.br'), brotliCompressSync(js));
    writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
    mkdirSync(path.join(dir, 'prerendered/ar'), { recursive: true });
    mkdirSync(path.join(dir, 'prerendered/en'), { recursive: true });
    writeFileSync(path.join(dir, 'prerendered/pages.json'), JSON.stringify({ routes: ['/', '/pricing'] }));
    writeFileSync(path.join(dir, 'prerendered/ar/index.html'), '<html lang="ar">الرئيسية</html>');
    writeFileSync(path.join(dir, 'prerendered/en/index.html'), '<html lang="en">Home</html>');
    writeFileSync(path.join(dir, 'prerendered/ar/pricing.html'), '<html lang="ar">الأسعار</html>');
    writeFileSync(path.join(dir, 'prerendered/en/pricing.html'), '<html lang="en">Pricing</html>');
    server = http.createServer(createStaticHandler({ distDir: dir, csp: "default-src 'self'" }));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** http.get rather than fetch, which would decompress and hide the encoding. */
  function get(pathname: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${base}${pathname}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      },
    );
  }

  it('sends the Brotli copy, else the gzip one, else the file, varying by Accept-Encoding', async () => {
    const br = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('hello from a chunk');
    const plain = await get('/main.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('hello from a chunk');
  });

  it('answers a prerendered route in the negotiated language, revalidated', async () => {
    const arabic = await get('/', { 'accept-language': 'ar-SA,ar;q=0.9' });
    expect(arabic.body.toString()).toContain('الرئيسية');
    expect(arabic.headers['cache-control']).toBe('no-cache');
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(arabic.headers['content-security-policy']).toBe("default-src 'self'");
    expect((await get('/', { cookie: 'lang=en', 'accept-language': 'ar' })).body.toString()).toContain(
      'Home',
    );
    const english = await get('/pricing/?lang=en', { 'accept-language': 'ar' });
    expect(english.body.toString()).toContain('Pricing');
    expect(english.headers.vary).toBe('Accept-Encoding');
  });

  it('falls back to index.html for other routes, not cached', async () => {
    const page = await get('/customer/reviews');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends Referrer-Policy strict-origin-when-cross-origin with files, pages and the fallback', async () => {
    for (const pathname of ['/main.1a2b3c4d.js', '/', '/pricing?lang=ar', '/customer/reviews']) {
      const answer = await get(pathname);
      expect({ pathname, policy: answer.headers['referrer-policy'] }).toEqual({
        pathname,
        policy: 'strict-origin-when-cross-origin',
      });
    }
  });

  it('sends HSTS only to a request that came over HTTPS, as the proxy in front says', async () => {
    for (const proto of ['https', 'HTTPS', 'https, http']) {
      const secure = await get('/customer/reviews', { 'x-forwarded-proto': proto });
      expect({ proto, hsts: secure.headers['strict-transport-security'] }).toEqual({
        proto,
        hsts: 'max-age=31536000; includeSubDomains',
      });
    }
    expect((await get('/main.1a2b3c4d.js', { 'x-forwarded-proto': 'https' })).headers).toHaveProperty(
      'strict-transport-security',
    );
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }, { 'x-forwarded-proto': 'http, https' }]) {
      expect((await get('/', headers)).headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('cameOverHttps', () => {
  it('believes TLS on the socket itself, and the first X-Forwarded-Proto', () => {
    expect(cameOverHttps({ socket: { encrypted: true }, headers: {} })).toBe(true);
    expect(cameOverHttps({ socket: {}, headers: { 'x-forwarded-proto': 'https' } })).toBe(true);
    expect(cameOverHttps({ socket: {}, headers: {} })).toBe(false);
    expect(cameOverHttps({ socket: {}, headers: { 'x-forwarded-proto': 'http,https' } })).toBe(false);
  });
});
