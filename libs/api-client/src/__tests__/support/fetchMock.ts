// A jest mock of the browser's fetch driven by one handler function, for the client's own tests of retries and
// refreshes (the table-driven fakeApi of ../../testing suits the remotes' tests).
export type Handler = (request: Request) => Response | Promise<Response>;

export function mockFetch(handler: Handler): jest.Mock<Promise<Response>, [Request]> {
  const fetchMock = jest.fn(async (request: Request) => handler(request));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

// The envelope answers are the shared fake API's (../../testing/fakeApi.ts), under the names these tests use.
export { envelope as envelopeResponse, ok, refused as failure } from '../../testing/fakeApi';

export const pathOf = (request: Request) => new URL(request.url).pathname;

export function requestsTo(fetchMock: jest.Mock<Promise<Response>, [Request]>, path: string): Request[] {
  return fetchMock.mock.calls.map(([request]) => request).filter((request) => pathOf(request) === path);
}
