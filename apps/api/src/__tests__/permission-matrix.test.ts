// The permission matrix (issue 9, decisions #2): every route of libs/contracts, called as each kind of caller,
// answers as its declared access says. Business A has an admin (its owner), a manager (every grantable
// permission), an agent (ViewReviews, ReplyReviews) and a viewer (ViewReviews, ViewAnalytics); business B has
// its owner; and there is no one. For each route × identity a valid-looking request is drawn from the
// contract's own schemas (testing/zod-arbitrary.ts) and sent with that identity's token:
// - accessAllows(contract.access, identity) false → 401 (no one) or 403;
// - true → neither 401 nor 403 (a validation 400, 404, 409 or 410 is fine), and never a 5xx.
// The super admin (no business, no X-Business-Id, aimed at A's real ids) is let in on public, optional,
// account-level and { role: 'super_admin' } routes (but REFUSE_SUPER_ADMIN); a business route (any other role
// or permission) may refuse it with 403 (businessForbidden) and never serves it (no 2xx): accessAllows says
// what a member needs, and the super admin is a member of no business.
// The owner of B naming A in X-Business-Id is refused (403) on every route that needs a sign-in; the owner of
// B with its own session, aimed at A's real ids, never gets A's data and leaves A unchanged. Other ids are
// random (the caller's own business aside), so an allowed deactivate, revoke or update hits nothing.
// A 'signedIn' route must be about the user, not a business, and listed below: otherwise it fails here.
//
//   SUMAA_MATRIX_STATS=1   print what each route answered each identity
import { randomBytes, randomUUID } from 'node:crypto';
import {
  accessAllows,
  allRouteContracts,
  GRANTABLE_PERMISSIONS,
  hasMinimumRole,
  pathParameterNames,
  PERMISSIONS,
  requiresSignIn,
  routePath,
  translateMessage,
  type AccessSubject,
  type MessageCode,
  type Role,
  type RouteContract,
} from '@sumaa/contracts';
import { startGoogleStandin, STANDIN_USERS, type GoogleStandin } from '@sumaa/google-standin';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import {
  addTeamMember,
  bearer,
  ENGLISH,
  registerConfirmedAccount,
  signIn,
  uniqueEmail,
  VALID_PASSWORD,
  type RegisteredAccount,
} from '../testing/factories';
import { TINY_PNG } from '../testing/images';
import { multipartBody, type MultipartFile } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { validArbitrary, type Hints } from '../testing/zod-arbitrary';

/** 'signedIn' routes about the signed-in user rather than a business: no role or permission to declare. */
const ACCOUNT_LEVEL_ROUTES: Readonly<Record<string, string>> = {
  'POST /api/UsernameAuth/user': 'who the token belongs to, in any business or none',
  'POST /api/onboarding/finish': "the user's own wizard step",
  'GET /api/onboarding/tour': "the user's own place in the dashboard tour",
  'PUT /api/onboarding/tour': "the user's own place in the dashboard tour",
  'POST /api/team-members/accept/:token': 'the signed-in account joins a business; the invitation is the key',
  'GET /api/privacy/account': 'how the user would confirm deleting their own account',
  'POST /api/privacy/account/delete': 'the user deletes their own account, whatever business they act for',
};

/**
 * The analytics routes: each must declare ViewAnalytics (issue 21, L3), so the matrix below refuses the agent
 * (no ViewAnalytics) on them. Without this list a route loosened back to { role: 'viewer' } would still agree.
 */
const ANALYTICS_ROUTES = [
  'GET /api/Reports/keywords',
  'GET /api/Reports/sentiment',
  'GET /api/Reports/monthly/entiment',
  'GET /api/Reports/monthly/sentiment',
  'GET /api/reports/:businessId/responsiveness',
  'GET /api/reports/:businessId/export',
  'GET /api/competitors',
];

/** Routes the matrix does not call, and why. */
const NOT_CALLED: Readonly<Record<string, string>> = {
  'GET /dev/outbox':
    'developer tool (SUMAA_DEV_OUTBOX, off in production) that lists every mail of every business by design',
};

/** Routes open to every signed-in user that refuse the super admin on purpose (403), and why. */
const REFUSE_SUPER_ADMIN: Readonly<Record<string, string>> = {
  'POST /api/team-members/accept/:token': "the platform's administrator joins no business",
  // Seen once the request drawn for it became valid: before, its body failed validation first.
  'POST /api/privacy/account/delete':
    "the platform administrator's account is not deleted from a member's page (it would leave no super admin)",
};

/**
 * Routes whose 401/403 can be their own check rather than a refusal of the caller: a credential the request
 * carries (password, refresh token, Google ID token, a provider's signature or verify token) is wrong, or, as
 * the spec's client reads it, 401 means
 * "Google is not connected". Accepted unless the message is one of the access refusals below.
 */
const OWN_401_ROUTES: Readonly<Record<string, string>> = {
  'POST /api/UsernameAuth/AdminSignIn': 'a wrong e-mail or password',
  'POST /api/UsernameAuth/refresh': 'an unknown refresh token',
  'POST /api/UsernameAuth/google-callback': 'an ID token Google did not issue',
  'GET /api/integration/google/locations': '401 googleNotConnected (spec §8)',
  'POST /api/locations/link': '401 googleNotConnected, as the locations list',
  'GET /api/webhooks/whatsapp': "403 when hub.verify_token is not the configured one (Meta's handshake)",
  'POST /api/webhooks/whatsapp': '401 for a body not signed with the app secret (X-Hub-Signature-256)',
  'POST /api/webhooks/sms': '401 for a callback without the configured shared secret (?secret=)',
};

/**
 * Routes that act on the caller's own resource and would change what later cases meet: run after the rest,
 * the admin last.
 */
const RUN_LAST: Readonly<Record<string, string>> = {
  'DELETE /api/Platforms/google':
    "disconnects the business's Google account (the admin's Google calls need it)",
};

/**
 * Routes whose contract declares a permission and whose handler also requires a role (a contract carries one
 * or the other): below that role the caller is refused with 403, before the handler looks the review up.
 */
const HANDLER_MINIMUM_ROLE: Readonly<Record<string, Role>> = {
  'POST /api/Reviews/:id/reply/approve': 'manager',
  'POST /api/Reviews/:id/reply/return': 'manager',
  'POST /api/Reviews/:id/assign': 'agent',
};

/** What the server answers when the caller may not call the route (as opposed to a route's own checks). */
const ACCESS_REFUSALS: readonly MessageCode[] = [
  'notAuthenticated',
  'tokenInvalid',
  'forbidden',
  'businessForbidden',
  'accountDisabled',
];
const refusalMessages = new Set(ACCESS_REFUSALS.map((code) => translateMessage(code, 'en')));

const CONCURRENCY = 8;
const SEED = 90_210;
/** High enough that the public forms' per-IP and per-address limits never answer 429. */
const UNLIMITED = '1000000';
const SUPER_ADMIN = { email: uniqueEmail('matrix-admin'), password: 'Matrix-admin-pass-1' };

const routeKey = (contract: { method: string; path: string }) => `${contract.method} ${contract.path}`;

/** The ids a request names: the business it acts for, and the member, invitation and sync job it touches. */
interface TargetIds {
  businessId: string;
  memberId: string;
  invitationId: string;
  syncJobId: string;
}

/**
 * allowed: not 401/403; refused: 401 or 403 as `refusal` says; not about A: no success with A's data;
 * no business: the super admin on a business route, refused (403) or failing, never served (2xx).
 */
type Expectation = 'allowed' | 'refused' | 'not about A' | 'no business';

interface Identity {
  name: string;
  headers: Record<string, string>;
  /** How the server refuses it: 401 without a session, 403 with one. */
  refusal: 401 | 403;
  /** The ids its requests name: A's business with random others, or (the cross-business probe) A's own. */
  ids: () => TargetIds;
  expect: (contract: RouteContract) => Expectation;
}

interface Finding {
  route: string;
  identity: string;
  problem: string;
  status: number;
  body: string;
}

// ---------------------------------------------------------------------------------------------------------
// Requests drawn from a contract

/** The object schema under an optional wrapper (a body that may be left out), or null. */
function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
  if (!schema) return null;
  if (schema instanceof z.ZodOptional) return objectShape(schema.unwrap() as z.ZodType);
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : null;
}

/** The field takes a file (a custom check, as the photo and logo fields). */
function takesFile(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodCustom) return true;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return takesFile(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).some(takesFile);
  return false;
}

/** A path parameter: the target business on business routes, the target's ids elsewhere, random the rest. */
function pathValue(contract: RouteContract, name: string, ids: TargetIds): string {
  const { path } = contract;
  if (name === 'token') return randomBytes(24).toString('base64url');
  if (name === 'file') return `${randomUUID()}.png`;
  if (name === 'businessId' || path.startsWith('/api/Businesses/')) return ids.businessId;
  if (path.startsWith('/api/team-members/invitations/')) return ids.invitationId;
  if (path.startsWith('/api/team-members/')) return ids.memberId;
  if (path.startsWith('/api/reviews/sync/')) return ids.syncJobId;
  return randomUUID();
}

/** Values for nested keys of these names (see Hints) that get a request past validation. */
function hintsFor(ids: TargetIds): Hints {
  return {
    password: fc.constant('Not-the-password-1'),
    Password: fc.constant(VALID_PASSWORD),
    newPassword: fc.constant(VALID_PASSWORD),
    Full_name: fc.constant('Sara Al-Harbi'),
    Business_name: fc.constant('Qahwa House'),
    ActivityType: fc.constant('cafes'),
    businessId: fc.constant(ids.businessId),
  };
}

/**
 * Top-level fields set whatever was drawn, as the spec's client fills them: the request's business, a fresh
 * address (so an invitation is not a duplicate), the least a caller can grant (a Viewer without permissions:
 * no one is refused for raising someone above their own role), well-formed phone numbers and addresses.
 */
function fixedFields(ids: TargetIds): Record<string, unknown> {
  const freshEmail = uniqueEmail('matrix');
  return {
    businessId: ids.businessId,
    email: freshEmail,
    username: freshEmail,
    role: 'Viewer',
    permissions: [],
    platformType: 'google',
    Phone: '0512345678',
    phone: '0512345678',
    website: 'https://example.com/',
    logoUrl: 'https://example.com/logo.png',
    placeIds: ['not-a-place-of-this-account'],
  };
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

function drawn(schema: z.ZodType, hints: Hints, seed: number): unknown {
  return fc.sample(validArbitrary(schema, hints), { numRuns: 1, seed })[0];
}

/** The drawn object with the fixed fields its schema has, and `id` as in the path (or left out). */
function aimed(value: unknown, shape: Record<string, z.ZodType> | null, ids: TargetIds, pathId?: string) {
  if (!shape || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const result = { ...(value as Record<string, unknown>) };
  for (const [key, fixed] of Object.entries(fixedFields(ids))) if (key in shape) result[key] = fixed;
  if ('id' in shape) {
    if (pathId) result.id = pathId;
    else delete result.id;
  }
  return result;
}

async function requestFor(contract: RouteContract, identity: Identity, seed: number): Promise<InjectOptions> {
  const ids = identity.ids();
  const hints = hintsFor(ids);
  const params = Object.fromEntries(
    pathParameterNames(contract.path).map((name) => [name, pathValue(contract, name, ids)]),
  );
  const query = new URLSearchParams();
  if (contract.query) {
    const drawnQuery = aimed(drawn(contract.query, hints, seed), objectShape(contract.query), ids);
    for (const [key, value] of Object.entries((drawnQuery ?? {}) as Record<string, unknown>)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) query.append(key, asText(one));
    }
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const request: InjectOptions = {
    method: contract.method,
    url: `${routePath(contract, params)}${search}`,
    headers: { ...identity.headers },
  };
  if (!contract.body) return request;

  const shape = objectShape(contract.body);
  const body = aimed(drawn(contract.body, hints, seed), shape, ids, params.id);
  if (contract.bodyKind === 'multipart') {
    const fields: Record<string, string | MultipartFile | undefined> = {};
    for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
      if (value !== undefined) fields[key] = asText(value);
    }
    // Every file field gets a real image, so uploads reach the handler.
    for (const [key, schema] of Object.entries(shape ?? {})) {
      if (takesFile(schema))
        fields[key] = { content: TINY_PNG, filename: 'photo.png', contentType: 'image/png' };
    }
    const form = await multipartBody(fields);
    return { ...request, payload: form.payload, headers: { ...request.headers, ...form.headers } };
  }
  if (body === undefined) return request;
  return {
    ...request,
    payload: JSON.stringify(body),
    headers: { ...request.headers, 'content-type': 'application/json' },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Answers compared with the declarations

function messageOf(response: LightMyRequestResponse): string {
  try {
    const body = response.json() as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
}

/** True when a 401/403 is the route's own check (OWN_401_ROUTES), not a refusal of the caller. */
function ownCheckFailure(contract: RouteContract, response: LightMyRequestResponse): boolean {
  return Object.hasOwn(OWN_401_ROUTES, routeKey(contract)) && !refusalMessages.has(messageOf(response));
}

/** What is wrong with the answer, or null when it agrees with the declaration. */
function disagreement(
  contract: RouteContract,
  identity: Identity,
  response: LightMyRequestResponse,
  markersOfA: readonly string[],
): string | null {
  const status = response.statusCode;
  const expectation = identity.expect(contract);
  if (status >= 500) return 'never a 5xx';
  if (expectation === 'refused') {
    return status === identity.refusal ? null : `refused with ${identity.refusal}`;
  }
  if (expectation === 'no business') {
    if (status < 300) return 'no success: a business route, and the super admin has no business';
    // Any 403 will do: businessForbidden, or a route's own "admin of this business" check.
    return status === 401 ? 'not 401: the super admin is signed in' : null;
  }
  const refused = (status === 401 || status === 403) && !ownCheckFailure(contract, response);
  if (expectation === 'allowed') return refused ? 'let in (not 401/403)' : null;
  // The owner of B aimed at A's ids: a refusal or a failure is fine; a success must not be about A.
  if (status === 401 && refused) return 'not 401: B is signed in';
  if (status < 300) {
    const text = response.body.toLowerCase();
    const leaked = markersOfA.find((marker) => text.includes(marker));
    if (leaked) return `no success about A (the answer names ${leaked})`;
  }
  return null;
}

/** Runs the tasks with at most `limit` at a time. */
async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

function describeFinding(finding: Finding): string {
  return (
    `${finding.route} as ${finding.identity} answered ${finding.status}, expected ${finding.problem}\n` +
    `    ${finding.body}`
  );
}

// ---------------------------------------------------------------------------------------------------------

describe('route declarations', () => {
  it('declares a role or permission on every business route: "signedIn" only for account-level routes', () => {
    const undeclared = allRouteContracts
      .filter((contract) => contract.access === 'signedIn')
      .map(routeKey)
      .filter((key) => !Object.hasOwn(ACCOUNT_LEVEL_ROUTES, key))
      .map(
        (key) =>
          `${key} is declared 'signedIn': declare the role or permission it needs ({ role } or { permission } ` +
          'in libs/contracts/src/<domain>/endpoints.ts), or, if it is about the signed-in user and not a business, add it ' +
          'to ACCOUNT_LEVEL_ROUTES with the reason',
      );
    expect(undeclared).toEqual([]);
  });

  it('requires ViewAnalytics on every analytics route (the trend reports included)', () => {
    const byKey = new Map(allRouteContracts.map((contract) => [routeKey(contract), contract]));
    const declared = ANALYTICS_ROUTES.map((key) => [key, byKey.get(key)?.access ?? 'missing']);
    expect(declared).toEqual(ANALYTICS_ROUTES.map((key) => [key, { permission: 'ViewAnalytics' }]));
  });

  it('names only existing routes in its lists, the account-level ones still declared "signedIn"', () => {
    const byKey = new Map(allRouteContracts.map((contract) => [routeKey(contract), contract]));
    const stale = [
      ...Object.keys(ACCOUNT_LEVEL_ROUTES).filter((key) => byKey.get(key)?.access !== 'signedIn'),
      ...[
        ...Object.keys(OWN_401_ROUTES),
        ...Object.keys(NOT_CALLED),
        ...Object.keys(RUN_LAST),
        ...Object.keys(REFUSE_SUPER_ADMIN),
      ].filter((key) => !byKey.has(key)),
    ];
    expect(stale).toEqual([]);
  });
});

describe('the permission matrix', () => {
  let t: TestApp;
  let standin: GoogleStandin;
  let ownerA: RegisteredAccount;
  /** Text only business A's data contains (ids, names, e-mails, place ids). */
  let markersOfA: string[];
  let identities: Identity[];
  let crossBusinessProbe: Identity;
  /** Statuses per route, by identity (SUMAA_MATRIX_STATS=1): how far the requests got. */
  const statuses = new Map<string, string[]>();

  beforeAll(async () => {
    standin = await startGoogleStandin({ port: 0, benchReviews: 0, seed: Math.floor(Math.random() * 2e9) });
    t = await createTestApp({
      GOOGLE_STANDIN_URL: standin.url,
      GOOGLE_PLACES_BASE_URL: standin.url,
      GOOGLE_PLACES_API_KEY: standin.placesApiKey,
      GOOGLE_HTTP_RETRY_BASE_MS: '5',
      GOOGLE_HTTP_MAX_ATTEMPTS: '2',
      // The production default: the stand-in shares this worker's event loop with the app and a thousand cases,
      // and on a loaded machine (a CI run beside a benchmark) 3 s was not always enough for it to answer.
      GOOGLE_HTTP_TIMEOUT_MS: '15000',
      RATE_LIMIT_CONTACT_PER_IP_MAX: UNLIMITED,
      RATE_LIMIT_CONTACT_PER_EMAIL_MAX: UNLIMITED,
      RATE_LIMIT_LAUNCH_REMINDER_PER_IP_MAX: UNLIMITED,
      SUMAA_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUMAA_ADMIN_PASSWORD: SUPER_ADMIN.password,
    });

    const nameOfA = `Matrix A ${randomUUID()}`;
    ownerA = await registerConfirmedAccount(t.app, { Business_name: nameOfA });
    const ownerB = await registerConfirmedAccount(t.app, { Business_name: `Matrix B ${randomUUID()}` });
    const { placeIds, syncJobId } = await connectLinkAndSync(ownerA);
    const manager = await addTeamMember(t.app, ownerA, {
      role: 'Manager',
      permissions: [...GRANTABLE_PERMISSIONS.manager],
    });
    const agent = await addTeamMember(t.app, ownerA, {
      role: 'Agent',
      permissions: ['ViewReviews', 'ReplyReviews'],
    });
    const viewer = await addTeamMember(t.app, ownerA, {
      role: 'Viewer',
      permissions: ['ViewReviews', 'ViewAnalytics'],
    });
    const invitationId = await pendingInvitationOf(ownerA);

    const idsOfA: TargetIds = {
      businessId: ownerA.businessId,
      memberId: viewer.memberId,
      invitationId,
      syncJobId,
    };
    markersOfA = [
      ownerA.businessId,
      nameOfA,
      ownerA.email,
      ownerA.userId,
      invitationId,
      syncJobId,
      ...placeIds,
      ...[manager, agent, viewer].flatMap((member) => [member.email, member.userId, member.memberId]),
    ].map((marker) => marker.toLowerCase());

    const inA = (token: string) => ({ ...ENGLISH, ...bearer(token), 'x-business-id': ownerA.businessId });
    const randomIdsInA = (): TargetIds => ({
      businessId: ownerA.businessId,
      memberId: randomUUID(),
      invitationId: randomUUID(),
      syncJobId: randomUUID(),
    });
    /** A member of A, with the role and permissions the server gives its session (checked as intended). */
    const memberOfA = async (name: string, token: string, intended: AccessSubject): Promise<Identity> => {
      const session = await t.app.inject({
        method: 'POST',
        url: '/api/UsernameAuth/user',
        headers: inA(token),
      });
      const { role, permissions } = session.json().model as { role: string; permissions: string[] };
      const seen = { role, permissions: [...permissions].sort() };
      if (
        JSON.stringify(seen) !==
        JSON.stringify({ ...intended, permissions: [...intended.permissions!].sort() })
      ) {
        throw new Error(`the ${name}'s session is ${JSON.stringify(seen)}, not ${JSON.stringify(intended)}`);
      }
      return {
        name,
        headers: inA(token),
        refusal: 403,
        ids: randomIdsInA,
        expect: (contract) => {
          const minimumRole = HANDLER_MINIMUM_ROLE[routeKey(contract)];
          if (minimumRole && !hasMinimumRole(seen.role, minimumRole)) return 'refused';
          return accessAllows(contract.access, seen) ? 'allowed' : 'refused';
        },
      };
    };

    identities = [
      await memberOfA('admin', ownerA.token, { role: 'admin', permissions: [...PERMISSIONS] }),
      await memberOfA('manager', manager.token, {
        role: 'manager',
        permissions: [...GRANTABLE_PERMISSIONS.manager],
      }),
      await memberOfA('agent', agent.token, { role: 'agent', permissions: ['ViewReviews', 'ReplyReviews'] }),
      await memberOfA('viewer', viewer.token, {
        role: 'viewer',
        permissions: ['ViewReviews', 'ViewAnalytics'],
      }),
      await superAdmin(() => idsOfA),
      {
        name: 'member of B naming A',
        headers: inA(ownerB.token),
        refusal: 403,
        ids: randomIdsInA,
        // Not a member of A: every route that needs a sign-in stops at 403, whatever B's role there.
        expect: (contract) => (requiresSignIn(contract.access) ? 'refused' : 'allowed'),
      },
      {
        name: 'no one',
        headers: { ...ENGLISH },
        refusal: 401,
        ids: randomIdsInA,
        expect: (contract) => (accessAllows(contract.access, null) ? 'allowed' : 'refused'),
      },
    ];
    const ownerOfB = { role: 'admin', permissions: [...PERMISSIONS] };
    crossBusinessProbe = {
      name: 'member of B on A’s ids',
      headers: { ...ENGLISH, ...bearer(ownerB.token) },
      refusal: 403,
      ids: () => idsOfA,
      expect: (contract) => (accessAllows(contract.access, ownerOfB) ? 'not about A' : 'refused'),
    };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await standin?.stop();
  });

  /**
   * The platform's super admin, signed in with no business to act for. accessAllows lets it through every
   * declaration, but a business route needs a business too: aimed at A's real ids, it must never be served.
   */
  async function superAdmin(ids: () => TargetIds): Promise<Identity> {
    const signedIn = await signIn(t.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    if (signedIn.statusCode !== 200) throw new Error(`the super admin's sign-in failed: ${signedIn.body}`);
    const headers = { ...ENGLISH, ...bearer(signedIn.json().model.token as string) };
    const session = await t.app.inject({ method: 'POST', url: '/api/UsernameAuth/user', headers });
    const subject = { role: session.json().model.role as string, permissions: [...PERMISSIONS] };
    if (subject.role !== 'super_admin') throw new Error(`the super admin's session is ${session.body}`);
    return {
      name: 'super admin',
      headers,
      refusal: 403,
      ids,
      expect: (contract) => {
        if (Object.hasOwn(REFUSE_SUPER_ADMIN, routeKey(contract))) return 'refused';
        const { access } = contract;
        const businessRoute =
          typeof access === 'object' && !('role' in access && access.role === 'super_admin');
        if (businessRoute) return 'no business';
        return accessAllows(access, subject) ? 'allowed' : 'refused';
      },
    };
  }

  /** Connects A to a seeded Google user, links one of its places and queues a sync (the worker is off). */
  async function connectLinkAndSync(owner: RegisteredAccount) {
    const headers = { ...ENGLISH, ...bearer(owner.token), 'x-business-id': owner.businessId };
    const tokens = await standin.issueTokens({ email: STANDIN_USERS.cafeOwner });
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/Platforms/connect',
      headers,
      payload: {
        platformType: 'google',
        platformName: 'Google Business Profile',
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        expiresAt: new Date(t.clock.now().getTime() + tokens.expires_in * 1000).toISOString(),
      },
    });
    if (connected.statusCode !== 200) throw new Error(`connecting Google failed: ${connected.body}`);
    const locations = await t.app.inject({
      method: 'GET',
      url: '/api/integration/google/locations',
      headers,
    });
    const placeIds = [locations.json().model.items[0].id as string];
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/locations/link',
      headers,
      payload: { placeIds },
    });
    if (linked.statusCode !== 200) throw new Error(`linking failed: ${linked.body}`);
    const sync = await t.app.inject({ method: 'POST', url: '/api/reviews/sync', headers, payload: {} });
    if (sync.statusCode !== 202) throw new Error(`starting a sync failed: ${sync.body}`);
    return { placeIds, syncJobId: sync.json().model.id as string };
  }

  /** A pending invitation of the business, for the owner of B to aim at. */
  async function pendingInvitationOf(owner: RegisteredAccount): Promise<string> {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/team-members/invite',
      headers: { ...ENGLISH, ...bearer(owner.token), 'x-business-id': owner.businessId },
      payload: { email: uniqueEmail('matrix-invited'), role: 'Agent' },
    });
    if (invited.statusCode !== 201) throw new Error(`inviting failed: ${invited.body}`);
    return invited.json().model.id;
  }

  /** A's rows in every table with a business_id column, and its members' accounts and sessions. */
  function snapshotOfA(): Promise<string> {
    return t.app.db.ownerTransaction(async (tx) => {
      const tables = await tx.query<{ relname: string }>(
        `SELECT c.relname FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
            AND a.attname = 'business_id' AND NOT a.attisdropped
          ORDER BY c.relname`,
      );
      const parts: Record<string, unknown> = {};
      for (const { relname } of tables) {
        parts[relname] = await tx.query(
          `SELECT to_jsonb(r) AS row FROM "${relname}" r WHERE business_id = $1 ORDER BY to_jsonb(r)::text`,
          [ownerA.businessId],
        );
      }
      const members = await tx.query<{ user_id: string }>(
        'SELECT user_id FROM business_members WHERE business_id = $1',
        [ownerA.businessId],
      );
      const userIds = members.map((member) => member.user_id);
      parts.users = await tx.query(
        'SELECT to_jsonb(u) AS row FROM users u WHERE id = ANY($1::uuid[]) ORDER BY id',
        [userIds],
      );
      parts.auth_sessions = await tx.query(
        'SELECT id, revoked_at FROM auth_sessions WHERE user_id = ANY($1::uuid[]) ORDER BY id',
        [userIds],
      );
      return JSON.stringify(parts, null, 1);
    });
  }

  async function runCase(contract: RouteContract, identity: Identity, seed: number): Promise<Finding | null> {
    const response = await t.app.inject(await requestFor(contract, identity, seed));
    const answers = statuses.get(routeKey(contract)) ?? [];
    answers.push(`${identity.name} ${response.statusCode}`);
    statuses.set(routeKey(contract), answers);
    const problem = disagreement(contract, identity, response, markersOfA);
    if (!problem) return null;
    return {
      route: routeKey(contract),
      identity: identity.name,
      problem: `declared ${JSON.stringify(contract.access)}: ${problem}`,
      status: response.statusCode,
      body: response.body.slice(0, 300),
    };
  }

  it('answers every route × identity as the route declares, and B never reaches A', async () => {
    const called = allRouteContracts.filter((contract) => !Object.hasOwn(NOT_CALLED, routeKey(contract)));
    const first = called.filter((contract) => !Object.hasOwn(RUN_LAST, routeKey(contract)));
    const last = called.filter((contract) => Object.hasOwn(RUN_LAST, routeKey(contract)));
    const everyone = [...identities, crossBusinessProbe];
    // A draw of its own per route and identity, the same on every run.
    const seedOf = (contract: RouteContract, identity: Identity) =>
      SEED + allRouteContracts.indexOf(contract) * everyone.length + everyone.indexOf(identity);

    const findings = await inPool(
      first.flatMap((contract) =>
        identities.map((identity) => () => runCase(contract, identity, seedOf(contract, identity))),
      ),
      CONCURRENCY,
    );
    // One at a time, the admin (who may) last.
    for (const contract of last) {
      for (const identity of [...identities].reverse()) {
        findings.push(await runCase(contract, identity, seedOf(contract, identity)));
      }
    }
    // The owner of B, with its own session, aimed at A's real ids: A must come out unchanged.
    const before = await snapshotOfA();
    findings.push(
      ...(await inPool(
        called.map(
          (contract) => () => runCase(contract, crossBusinessProbe, seedOf(contract, crossBusinessProbe)),
        ),
        CONCURRENCY,
      )),
    );
    const after = await snapshotOfA();

    console.log(
      `permission matrix: ${called.length} routes × ${everyone.length} identities = ` +
        `${called.length * everyone.length} cases (not called: ${Object.keys(NOT_CALLED).join(', ')})` +
        (process.env.SUMAA_MATRIX_STATS
          ? [...statuses].map(([route, answers]) => `\n  ${route}: ${answers.join(', ')}`).join('')
          : ''),
    );
    expect(findings.filter((finding) => finding !== null).map(describeFinding)).toEqual([]);
    expect(after).toEqual(before);
  }, 120_000);
});
