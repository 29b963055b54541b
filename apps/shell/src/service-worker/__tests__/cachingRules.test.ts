import { cachingRuleFor, type RequestFacts } from '../cachingRules';

const SHELL = 'http://localhost:4200';

function rule(url: string, overrides: Partial<RequestFacts> = {}) {
  return cachingRuleFor(
    { url: new URL(url), method: 'GET', mode: 'no-cors', accept: '*/*', ...overrides },
    SHELL,
  );
}

describe('the service worker caching rules', () => {
  it('serves content-hashed files of the shell and of every remote origin from the cache', () => {
    expect(rule(`${SHELL}/main.44976101.js`)).toBe('immutable');
    expect(rule('http://localhost:4201/__federation_expose_Routes.b8eeeef0.js')).toBe('immutable');
    expect(rule('https://cdn.example.com/business/9868.1a53ab19.js')).toBe('immutable');
    expect(rule(`${SHELL}/assets/ibm-plex-sans-arabic.0a1b2c3d.woff2`)).toBe('immutable');
    expect(rule(`${SHELL}/main.36d898c6.css`)).toBe('immutable');
  });

  it('takes the files that name other files from the network, on every origin', () => {
    expect(rule(`${SHELL}/config.json`, { mode: 'cors' })).toBe('revalidated');
    expect(rule('http://localhost:4202/mf-manifest.json', { mode: 'cors' })).toBe('revalidated');
    expect(rule('http://localhost:4202/remoteEntry.js')).toBe('revalidated');
    expect(rule(`${SHELL}/lang-dir.js`)).toBe('revalidated');
    expect(rule(`${SHELL}/session-start.js`)).toBe('revalidated');
    expect(rule(`${SHELL}/manifest.en.webmanifest`)).toBe('revalidated');
  });

  it('does not take an unhashed name or a short hash for a content hash', () => {
    expect(rule(`${SHELL}/favicon.svg`)).toBe('network');
    expect(rule('http://localhost:4201/chunk.1a2b3c.js')).toBe('network');
    expect(rule('http://localhost:4201/main.js')).toBe('network');
  });

  it('treats the shell origin’s pages as pages, and another origin’s as nothing to keep', () => {
    expect(rule(`${SHELL}/pricing?lang=en`, { mode: 'navigate', accept: 'text/html' })).toBe('page');
    expect(rule(`${SHELL}/customer/reviews`, { mode: 'cors', accept: 'text/html' })).toBe('page');
    expect(rule('http://localhost:4201/', { mode: 'navigate', accept: 'text/html' })).toBe('network');
  });

  it('never keeps an API call, whatever its origin or its name', () => {
    expect(rule('http://localhost:3000/api/UsernameAuth/user', { mode: 'cors' })).toBe('network');
    expect(rule(`${SHELL}/api/Reviews/export.1a2b3c4d.json`, { mode: 'cors' })).toBe('network');
    expect(rule('http://localhost:3000/API/config.json', { mode: 'cors' })).toBe('network');
    expect(rule('http://localhost:3000/dev/outbox', { mode: 'navigate', accept: 'text/html' })).toBe(
      'network',
    );
  });

  it('leaves anything but a GET to the network', () => {
    expect(rule(`${SHELL}/main.44976101.js`, { method: 'POST' })).toBe('network');
    expect(rule(`${SHELL}/config.json`, { method: 'HEAD' })).toBe('network');
  });
});
