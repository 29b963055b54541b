// apps/shell/public/session-start.js: on a signed-in area's address with a stored token it asks for the user and
// fetches the area's manifest before the shell runs; a visitor, or a public page, starts nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const script = readFileSync(path.join(__dirname, '../../public/session-start.js'), 'utf8');

type Holder = typeof globalThis & {
  __sumaaEarlySession?: { token: string; response: Promise<Response> };
  __sumaaEarlyConfig?: Promise<unknown>;
  __sumaaShellStarted?: boolean;
  __sumaaEarlyManifest?: Promise<{ url: string; response: Response } | null>;
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

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete holder.__sumaaEarlySession;
  delete holder.__sumaaEarlyConfig;
  delete holder.__sumaaEarlyManifest;
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
    expect(holder.__sumaaEarlyManifest).toBeUndefined();
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

  it('signed in on /customer, asks for the user as the client would and fetches the business manifest', async () => {
    localStorage.setItem('jwt_token', 'access-1');
    localStorage.setItem('demo_user', JSON.stringify({ business_id: 'business-1' }));
    runAt('/Customer/reviews');
    expect(holder.__sumaaEarlySession?.token).toBe('access-1');
    await holder.__sumaaEarlySession?.response;
    await expect(holder.__sumaaEarlyManifest).resolves.toMatchObject({
      url: 'http://business.test/mf-manifest.json',
    });

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0]).toEqual(['/config.json', { cache: 'no-store' }]);
    const [url, init] = fetchMock.mock.calls.find(([called]) => called.includes('/api/')) as [
      string,
      RequestInit,
    ];
    expect(url).toBe('http://api.test/api/UsernameAuth/user');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer access-1',
      'X-Business-Id': 'business-1',
      'Accept-Language': 'en-US',
    });
    expect(fetchMock).toHaveBeenCalledWith('http://business.test/mf-manifest.json');
    // The shell reads the config from here instead of a second download.
    await expect(holder.__sumaaEarlyConfig).resolves.toEqual(CONFIG);
  });

  it("uses this tab's session before the browser's, and Arabic when the page is", async () => {
    localStorage.setItem('jwt_token', 'remembered');
    sessionStorage.setItem('jwt_token', 'this-tab');
    localStorage.setItem('lang', 'ar');
    runAt('/admin');
    await holder.__sumaaEarlySession?.response;
    await holder.__sumaaEarlyManifest;

    const [, init] = fetchMock.mock.calls.find(([called]) => called.includes('/api/')) as [
      string,
      RequestInit,
    ];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer this-tab', 'Accept-Language': 'ar-SA' });
    expect(init.headers).not.toHaveProperty('X-Business-Id');
    expect(fetchMock).toHaveBeenCalledWith('http://admin.test/mf-manifest.json');
  });
});
