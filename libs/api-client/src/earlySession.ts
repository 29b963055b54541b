// The signed-in user's session as apps/shell/public/session-start.js asked for it, before the shell's entry ran
// (issue 25, "Cut the waterfall"). The store takes that answer instead of asking again; it is taken once, only for
// the token it was asked with, and only when it is a session: anything else (an expired token's 401, no answer)
// gives null and the store asks through the HTTP client, which refreshes and retries as it always does.
import type { AuthSession } from '@sumaa/contracts';
import { readEnvelope } from './ApiError';

/** What session-start.js leaves on the page. */
export interface EarlySessionRequest {
  token: string;
  response: Promise<Response>;
}

type EarlySessionHolder = typeof globalThis & { __sumaaEarlySession?: EarlySessionRequest };

/** The early answer for `token`, once: the session it carries, or null when there is none to use. */
export async function takeEarlySession(token: string): Promise<AuthSession | null> {
  const holder = globalThis as EarlySessionHolder;
  const early = holder.__sumaaEarlySession;
  delete holder.__sumaaEarlySession;
  if (!early || early.token !== token) return null;
  try {
    const response = await early.response;
    if (!response.ok) return null;
    const envelope = await readEnvelope<AuthSession>(response);
    return envelope?.success && envelope.model ? envelope.model : null;
  } catch {
    return null;
  }
}
