// The popup's answer (decisions #14): a success or error signal posted by the API's callback page. Anything
// else arriving at this window (another origin, another shape) is not ours and is ignored.
import { getApiBaseUrl } from '@sumaa/api-client';
import { type GoogleConnectionSignal, googleConnectionSignalSchema } from '@sumaa/contracts';

/** The origin the callback page is served from: the API's. */
export function apiOrigin(): string {
  return new URL(getApiBaseUrl()).origin;
}

/** The signal when the message comes from the expected origin and has the contract's shape; else null. */
export function readConnectionSignal(
  message: Pick<MessageEvent, 'origin' | 'data'>,
  expectedOrigin: string,
): GoogleConnectionSignal | null {
  if (message.origin !== expectedOrigin) return null;
  const parsed = googleConnectionSignalSchema.safeParse(message.data);
  return parsed.success ? parsed.data : null;
}
