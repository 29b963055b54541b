import { takeEarlyManifest } from '../earlyManifestPlugin';

const holder = globalThis as typeof globalThis & {
  __sumaaEarlyManifest?: Promise<{ url: string; response: Response } | null>;
};
const URL_OF_ADMIN = 'http://admin.test/mf-manifest.json';

beforeEach(() => delete holder.__sumaaEarlyManifest);

describe("the runtime's first read of the area manifest", () => {
  it("takes session-start.js's answer once", async () => {
    const response = new Response('{}');
    holder.__sumaaEarlyManifest = Promise.resolve({ url: URL_OF_ADMIN, response });
    await expect(takeEarlyManifest(URL_OF_ADMIN)).resolves.toBe(response);
    await expect(takeEarlyManifest(URL_OF_ADMIN)).resolves.toBeNull();
  });

  it('leaves a failed early read to the runtime, and the retry after it reads anew', async () => {
    holder.__sumaaEarlyManifest = Promise.reject(new TypeError('Failed to fetch'));
    await expect(takeEarlyManifest(URL_OF_ADMIN)).resolves.toBeNull();
    holder.__sumaaEarlyManifest = Promise.resolve({
      url: URL_OF_ADMIN,
      response: new Response('down', { status: 502 }),
    });
    await expect(takeEarlyManifest(URL_OF_ADMIN)).resolves.toBeNull();
  });

  it("does not answer another remote's manifest", async () => {
    holder.__sumaaEarlyManifest = Promise.resolve({ url: URL_OF_ADMIN, response: new Response('{}') });
    await expect(takeEarlyManifest('http://business.test/mf-manifest.json')).resolves.toBeNull();
  });
});
