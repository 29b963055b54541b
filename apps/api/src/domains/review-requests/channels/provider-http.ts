// The one HTTP step of the channels: Node's fetch with a timeout that also bounds reading the answer, no redirects
// followed, and every way of not getting an answer turned into a ChannelSendError that may be tried again.
import { ChannelSendError } from './channel';

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON, or null when the answer was not JSON. */
  body: unknown;
}

/** By name: the DOMException fetch rejects with may come from another realm (jest), so no instanceof. */
function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

export async function callProvider(
  provider: string,
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    text = await response.text();
  } catch (error) {
    throw new ChannelSendError(
      isTimeout(error)
        ? `${provider}: no answer within ${timeoutMs} ms`
        : `${provider}: could not be reached (${String((error as { message?: unknown } | null)?.message ?? error)})`,
      false,
    );
  }
  let body: unknown = null;
  try {
    body = text.trim() === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    body = null;
  }
  return { status: response.status, body };
}
