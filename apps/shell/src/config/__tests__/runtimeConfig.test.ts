import { loadRuntimeConfig } from '../runtimeConfig';

const holder = globalThis as typeof globalThis & { __sumaaEarlyConfig?: Promise<unknown> };

const CONFIG = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    publicSite: 'http://public.test/mf-manifest.json',
    business: 'http://business.test/mf-manifest.json',
    onboarding: 'http://onboarding.test/mf-manifest.json',
    admin: 'http://admin.test/mf-manifest.json',
  },
};

let fetchMock: jest.Mock;

beforeEach(() => {
  delete holder.__sumaaEarlyConfig;
  fetchMock = jest.fn(
    async () => new Response(JSON.stringify({ ...CONFIG, apiBaseUrl: 'http://fetched.test' })),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('loadRuntimeConfig', () => {
  it('reads /config.json when session-start.js has not', async () => {
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: 'http://fetched.test' });
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it("uses session-start.js's read of the config once, without a second download", async () => {
    holder.__sumaaEarlyConfig = Promise.resolve(CONFIG);
    await expect(loadRuntimeConfig()).resolves.toEqual(CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(holder.__sumaaEarlyConfig).toBeUndefined();
  });

  it('reads the file itself when that early read failed', async () => {
    holder.__sumaaEarlyConfig = Promise.reject(new TypeError('offline'));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: 'http://fetched.test' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('names the malformed entry', async () => {
    holder.__sumaaEarlyConfig = Promise.resolve({ ...CONFIG, remotes: { ...CONFIG.remotes, admin: 'nope' } });
    await expect(loadRuntimeConfig()).rejects.toThrow('remotes.admin');
  });
});
