// A jest mock of the browser's fetch that answers like the API (the envelope), and lets tests read requests.
export type Handler = (request: Request) => Response | Promise<Response>;

export function mockFetch(handler: Handler): jest.Mock<Promise<Response>, [Request]> {
  const fetchMock = jest.fn(async (request: Request) => handler(request));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function envelopeResponse(
  body: {
    success: boolean;
    message?: string | null;
    errors?: Record<string, string[]> | null;
    model?: unknown;
  },
  status = 200,
): Response {
  return new Response(JSON.stringify({ message: null, errors: null, model: null, ...body }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const ok = (model: unknown = null, message: string | null = null) =>
  envelopeResponse({ success: true, model, message });

export const failure = (
  status: number,
  message: string | null,
  errors: Record<string, string[]> | null = null,
) => envelopeResponse({ success: false, message, errors }, status);

export const pathOf = (request: Request) => new URL(request.url).pathname;

export function requestsTo(fetchMock: jest.Mock<Promise<Response>, [Request]>, path: string): Request[] {
  return fetchMock.mock.calls.map(([request]) => request).filter((request) => pathOf(request) === path);
}
