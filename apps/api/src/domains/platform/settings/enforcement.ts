// Two settings checked on every request (issue 13):
// - maintenance mode: everyone but the super admin gets 503 with a translated notice and errors.code
//   `maintenance` (the shell shows its maintenance page), except what the super admin needs to get in: the
//   health check, sign-in (password, two-factor, refresh, sign-out), the password rule, and the dev tools;
//   and the payment provider's webhook and return page, so that money paid meanwhile is still credited;
// - the IP allow-list: when filled, the super admin's calls are answered only from those addresses
//   (request.ip, which honours TRUST_PROXY); everyone else is not affected.
import { BlockList, isIPv4 } from 'node:net';
import {
  healthEndpoint,
  logoutEndpoint,
  MAINTENANCE_ERROR_CODE,
  passwordPolicyEndpoint,
  paymentEndpoints,
  refreshEndpoint,
  signInEndpoint,
  translateMessage,
  twoFactorEndpoints,
  type Envelope,
  type Language,
} from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAuthSessionOfUser, findUserById } from '../../auth';
import { forbidden } from '../../../http/app-error';
import { cachedSettings } from './settings-store';

const OPEN_IN_MAINTENANCE = new Set(
  [
    healthEndpoint,
    signInEndpoint,
    refreshEndpoint,
    logoutEndpoint,
    passwordPolicyEndpoint,
    ...Object.values(twoFactorEndpoints),
    ...Object.values(paymentEndpoints),
  ].map((endpoint) => endpoint.path.toLowerCase()),
);
// Developer tools and the API's documentation (not route contracts).
const OPEN_PREFIXES_IN_MAINTENANCE = ['/dev/', '/documentation'];

function openInMaintenance(url: string): boolean {
  const path = url.split('?')[0].toLowerCase().replace(/\/+$/, '');
  return (
    OPEN_IN_MAINTENANCE.has(path) || OPEN_PREFIXES_IN_MAINTENANCE.some((prefix) => path.startsWith(prefix))
  );
}

export function maintenanceEnvelope(language: Language): Envelope<null> {
  return {
    success: false,
    message: translateMessage('maintenanceNotice', language),
    errors: { code: [MAINTENANCE_ERROR_CODE] },
    model: null,
  };
}

/** The bearer token names a live session of an active super admin (checked without failing the request). */
async function callerIsSuperAdmin(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  try {
    const claims = await app.accessTokens.verify(match[1]);
    if (!claims) return false;
    return await app.db.tenantTransaction({ businessId: null, userId: claims.userId }, async (tx) => {
      const user = await findUserById(tx, claims.userId);
      if (!user?.is_super_admin || !user.is_active) return false;
      const session = await findAuthSessionOfUser(tx, claims.sessionId, claims.userId);
      return session !== null && !session.revoked_at;
    });
  } catch {
    return false;
  }
}

/** `::ffff:203.0.113.7` is the IPv4 address it carries. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

export function ipAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const blocks = new BlockList();
  for (const entry of allowList) {
    const [address, prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    try {
      if (prefix === undefined) blocks.addAddress(address, type);
      else blocks.addSubnet(address, Number(prefix), type);
    } catch {
      // A malformed entry (never saved: the contract checks them) allows nothing.
    }
  }
  const address = plainAddress(ip);
  return blocks.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

export function registerSettingsEnforcement(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (openInMaintenance(request.url)) return;
    const settings = await cachedSettings(app);
    if (!settings.maintenanceMode) return;
    if (await callerIsSuperAdmin(app, request)) return;
    return reply
      .status(503)
      .header('retry-after', '300')
      .header('cache-control', 'no-store')
      .send(maintenanceEnvelope(request.language));
  });

  // After the route's own authentication (onRequest), so request.auth says who is calling.
  app.addHook('preHandler', async (request) => {
    if (!request.auth?.user.is_super_admin) return;
    const { ipAllowList } = await cachedSettings(app);
    if (!ipAllowed(ipAllowList, request.ip)) throw forbidden('ipNotAllowed');
  });
}
