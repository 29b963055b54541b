import { ApiError } from '@sumaa/api-client';
import { createQueryClient, isWorthRetrying } from '../query/createQueryClient';

const apiError = (status: number) => new ApiError({ status, message: `status ${status}` });

describe('the one retry rule', () => {
  it('tries a query once more when the server could not be reached or failed', () => {
    expect(isWorthRetrying(0, apiError(0))).toBe(true);
    expect(isWorthRetrying(0, apiError(503))).toBe(true);
  });

  it('does not try a second time', () => {
    expect(isWorthRetrying(1, apiError(503))).toBe(false);
  });

  it('shows a refusal at once: a 4xx says the same again, a 429 asks us to wait', () => {
    expect(isWorthRetrying(0, apiError(400))).toBe(false);
    expect(isWorthRetrying(0, apiError(404))).toBe(false);
    expect(isWorthRetrying(0, apiError(429))).toBe(false);
  });

  it('never retries what is not an API error (a bug in our code)', () => {
    expect(isWorthRetrying(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('is the rule of every client the factory makes, whatever the app adds, and mutations are not retried', () => {
    const client = createQueryClient({ staleTime: 60_000 });
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.retry).toBe(isWorthRetrying);
    expect(defaults.queries?.staleTime).toBe(60_000);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
