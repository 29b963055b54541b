// The popup flow driven the way a browser would: ticket (with the session), /start (follow the 302 to
// Google, keep the cookie), Google's redirect back to the callback.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, ENGLISH } from '../../../../testing/factories';

export interface StartedConnection {
  authorizeUrl: URL;
  state: string;
  /** `name=value` of the browser-binding cookie /start set. */
  cookie: string;
}

export function ticketRequest(
  app: FastifyInstance,
  session: { token: string; businessId: string },
  headers: Record<string, string> = ENGLISH,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/Auth/google-login/ticket',
    headers: { ...headers, ...bearer(session.token), 'x-business-id': session.businessId },
  });
}

/** The path and query of an absolute API URL, for app.inject. */
export function apiPath(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

export async function ticketUrl(
  app: FastifyInstance,
  session: { token: string; businessId: string },
  headers: Record<string, string> = ENGLISH,
): Promise<string> {
  const response = await ticketRequest(app, session, headers);
  if (response.statusCode !== 200) throw new Error(`ticket failed: ${response.statusCode} ${response.body}`);
  return response.json().model.url;
}

export async function openStart(app: FastifyInstance, url: string): Promise<StartedConnection> {
  const response = await app.inject({ method: 'GET', url: apiPath(url) });
  if (response.statusCode !== 302)
    throw new Error(`start did not redirect: ${response.statusCode} ${response.body}`);
  const authorizeUrl = new URL(response.headers.location as string);
  const setCookie = response.headers['set-cookie'];
  const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0];
  return { authorizeUrl, state: authorizeUrl.searchParams.get('state')!, cookie };
}

export async function startConnection(
  app: FastifyInstance,
  session: { token: string; businessId: string },
  headers: Record<string, string> = ENGLISH,
): Promise<StartedConnection> {
  return openStart(app, await ticketUrl(app, session, headers));
}

export function callback(
  app: FastifyInstance,
  query: Record<string, string>,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/Auth/google-login/callback?${new URLSearchParams(query).toString()}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The signal the page would post, read from its script. */
export function postedSignal(html: string): unknown {
  const match = /var signal = (\{.*?\});/.exec(html);
  if (!match) throw new Error('no signal in the page');
  return JSON.parse(match[1]);
}

export function postedTarget(html: string): string {
  const match = /var target = ("[^"]*");/.exec(html);
  if (!match) throw new Error('no target in the page');
  return JSON.parse(match[1]);
}

/** Gives a user a role in a business, as the team screens will (they are not built yet). */
export async function addMember(
  app: FastifyInstance,
  businessId: string,
  userId: string,
  role: 'viewer' | 'agent' | 'manager' | 'admin',
): Promise<void> {
  await app.db.ownerTransaction((tx) =>
    tx.query(
      `INSERT INTO business_members (business_id, user_id, role, permissions, status)
       VALUES ($1, $2, $3, '{}', 'active')
       ON CONFLICT (business_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
      [businessId, userId, role],
    ),
  );
}
