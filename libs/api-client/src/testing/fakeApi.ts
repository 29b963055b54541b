// The API played by a jest mock of fetch (the browser's own seam), answering in the envelope. Nothing of ours
// is mocked: the real client, store, queries and schemas run. One fake for every remote's tests; not for
// production code.
export type ApiHandler = (request: Request) => Response | Promise<Response>;

export interface FakeApi {
  fetch: jest.Mock<Promise<Response>, [Request]>;
  /** Requests sent to a path (any case), in order. */
  requestsTo(path: string): Request[];
  /** Replaces or adds answers while a test runs (e.g. the next poll of a job). */
  answer(handlers: Record<string, ApiHandler>): void;
}

const keyOf = (method: string, path: string) => `${method} ${path}`.toLowerCase();

/** Answers `"METHOD /path"` (case-insensitive path) with its handler; anything else fails the test loudly. */
export function fakeApi(handlers: Record<string, ApiHandler>): FakeApi {
  const table = new Map(Object.entries(handlers).map(([key, handler]) => [key.toLowerCase(), handler]));
  const sent: Request[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    const request = input instanceof Request ? input : new Request(input);
    sent.push(request.clone());
    const handler = table.get(keyOf(request.method, new URL(request.url).pathname));
    if (!handler) throw new Error(`fakeApi: no answer for ${request.method} ${request.url}`);
    return handler(request);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    requestsTo: (path) =>
      sent.filter((request) => new URL(request.url).pathname.toLowerCase() === path.toLowerCase()),
    answer: (more) => {
      for (const [key, handler] of Object.entries(more)) table.set(key.toLowerCase(), handler);
    },
  };
}

export function envelope(
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

/** A success: the model, with the server's message or another 2xx status (202 for a job) where a test needs one. */
export const ok = (
  model: unknown = null,
  { status = 200, message = null }: { status?: number; message?: string | null } = {},
) => envelope({ success: true, model, message }, status);

export const refused = (
  status: number,
  message: string | null,
  errors: Record<string, string[]> | null = null,
) => envelope({ success: false, message, errors }, status);

/** A request that never reaches the server (offline): fetch rejects, as a browser's does. */
export const offline = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

/** A response held back until the test releases it, to look at loading states. */
export function deferred(): { promise: Promise<Response>; resolve(response: Response): void } {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
