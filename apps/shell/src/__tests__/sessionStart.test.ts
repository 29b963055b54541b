// apps/shell/public/session-start.js: on a signed-in area's address with a stored token it asks for the user and
// preloads the area's manifest before the shell runs; a visitor, or a public page, starts nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const script = readFileSync(path.join(__dirname, '../../public/session-start.js'), 'utf8');

type Holder = typeof globalThis & {
  __sumaaEarlySession?: { token: string; response: Promise<Response> };
  __sumaaEarlyConfig?: Promise<unknown>;
  __sumaaShellStarted?: boolean;
};
const holder = globalThis as Holder;

const CONFIG = {
  apiBaseUrl: 'http://api.test/',
  remotes: {
    publicSite: 'http://public.test/mf-manifest.json',
    business: 'http://business.test/mf-manifest.json',
    onboarding: 'http://onboarding.test/mf-manifest.json',
    admin: 'http://admin.test/mf-manifest.json',
  },
};

let fetchMock: jest.Mock;

function runAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  new Function(script)();
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete holder.__sumaaEarlySession;
  delete holder.__sumaaEarlyConfig;
  document.head.innerHTML = '';
  localStorage.setItem('lang', 'en');
  fetchMock = jest.fn(async (url: string) =>
    url === '/config.json' ? new Response(JSON.stringify(CONFIG)) : new Response('{}'),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('session-start.js', () => {
  it('signed out, asks for nothing on an area address', async () => {
    runAt('/customer/reviews');
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(holder.__sumaaEarlySession).toBeUndefined();
    expect(holder.__sumaaEarlyConfig).toBeUndefined();
    expect(preloads()).toHaveLength(0);
  });

  it('after the shell has started, leaves it to the shell', async () => {
    localStorage.setItem('jwt_token', 'access-1');
    (globalThis as { __sumaaShellStarted?: boolean }).__sumaaShellStarted = true;
    runAt('/customer');
    delete (globalThis as { __sumaaShellStarted?: boolean }).__sumaaShellStarted;
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(holder.__sumaaEarlyConfig).toBeUndefined();
  });

  it('signed in on a public page, leaves it to the shell', async () => {
    localStorage.setItem('jwt_token', 'access-1');
    runAt('/pricing');
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(holder.__sumaaEarlySession).toBeUndefined();
  });

  it('signed in on /customer, asks for the user as the client would and preloads the business manifest', async () => {
    localStorage.setItem('jwt_token', 'access-1');
    localStorage.setItem('demo_user', JSON.stringify({ business_id: 'business-1' }));
    runAt('/Customer/reviews');
    expect(holder.__sumaaEarlySession?.token).toBe('access-1');
    await holder.__sumaaEarlySession?.response;

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]).toEqual(['/config.json', { cache: 'no-store' }]);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('http://api.test/api/UsernameAuth/user');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer access-1',
      'X-Business-Id': 'business-1',
      'Accept-Language': 'en-US',
    });
    expect(preloads().map((link) => [link.href, link.as, link.crossOrigin])).toEqual([
      ['http://business.test/mf-manifest.json', 'fetch', 'anonymous'],
    ]);
    // The shell reads the config from here instead of a second download.
    await expect(holder.__sumaaEarlyConfig).resolves.toEqual(CONFIG);
  });

  it("uses this tab's session before the browser's, and Arabic when the page is", async () => {
    localStorage.setItem('jwt_token', 'remembered');
    sessionStorage.setItem('jwt_token', 'this-tab');
    localStorage.setItem('lang', 'ar');
    runAt('/admin');
    await holder.__sumaaEarlySession?.response;

    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer this-tab', 'Accept-Language': 'ar-SA' });
    expect(init.headers).not.toHaveProperty('X-Business-Id');
    expect(preloads()[0].href).toBe('http://admin.test/mf-manifest.json');
  });
});
