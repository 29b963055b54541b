// Every route of libs/contracts, fuzzed from its own schemas: path parameters, query strings and bodies drawn
// valid, on and past their boundaries, of the wrong type, with required keys missing and unknown or
// `__proto__` keys added, 100 kB long or in odd Unicode, plus broken JSON, broken multipart and odd headers
// (testing/contract-requests.ts, testing/zod-arbitrary.ts). Each route is called RUNS times as the signed-in
// owner of a business connected to the Google stand-in, and RUNS times as no one (the super admin's own
// routes RUNS times as the super admin too). Whatever comes in, the API answers in the envelope and never
// with a 5xx. The same file runs on PGlite and on PostgreSQL (tools/ci/api-tests-postgres.sh).
//
//   SUMAA_FUZZ_SEED=<seed>   replay a failure (the seed is printed with it and at the end)
//   SUMAA_FUZZ_RUNS=1000     more runs per route and identity (default 100)
//   SUMAA_FUZZ_STATS=1       print the statuses each route answered
//
// The routes are fuzzed in shards (contract-fuzz-N.test.ts), one test file each, so that jest's workers share
// them; each shard is every `shards`-th route, with the same seeds as when they ran in one file.
import { allRouteContracts, envelopeSchema, type RouteContract } from '@sumaa/contracts';
import { startGoogleStandin, STANDIN_USERS, type GoogleStandin } from '@sumaa/google-standin';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import {
  contractRequestArbitrary,
  type FuzzRequest,
  type FuzzSetting,
  type Identity,
} from './contract-requests';
import { bearer, registerConfirmedAccount, signIn, uniqueEmail, type RegisteredAccount } from './factories';
import { captureLogs } from './log-capture';
import { createTestApp, type TestApp } from './test-app';
import type { Hints } from './zod-arbitrary';

const RUNS = Number(process.env.SUMAA_FUZZ_RUNS ?? 100);
const SEED = Number(process.env.SUMAA_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SUPER_ADMIN = { email: uniqueEmail('fuzz-admin'), password: 'Fuzz-admin-pass-1' };
/** High enough that the public forms' per-IP limits do not answer most runs with 429 (per e-mail ones stay). */
const UNLIMITED = '1000000';

/** `{ success, message, errors, model }`, whatever the model (`model` must be there, null or not). */
const replyEnvelopeSchema = envelopeSchema(z.unknown());

/** What is wrong with a reply, or null. */
function problemWith(contract: RouteContract, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const succeeded = status < 400;
  // Only the success of a page, a redirect, bytes or plain JSON is not an envelope; their failures are.
  const pageLike = contract.reply === 'html' || contract.reply === 'redirect';
  if (pageLike && !isJson) return null;
  if (succeeded && contract.reply !== 'envelope') {
    return contract.reply === 'json' && !isJson
      ? 'plain JSON route answered without a JSON content type'
      : null;
  }
  if (!isJson) return `answered ${status} with content type ${String(response.headers['content-type'])}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const envelope = replyEnvelopeSchema.safeParse(body);
  if (!envelope.success || !Object.hasOwn(body as object, 'model'))
    return `answered ${status} outside the envelope`;
  if (envelope.data.success !== succeeded) return `answered ${status} with success: ${envelope.data.success}`;
  return null;
}

function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
  const payload =
    request.payload === undefined
      ? ''
      : `\n  body: ${cut(Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload)}`;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, cut(value)]),
  );
  return `${request.method} ${cut(request.url)}\n  headers: ${JSON.stringify(headers)}${payload}`;
}

/** Fuzzes every `shards`-th route of the contracts, starting with route `shard - 1` (shard counts from 1). */
export function fuzzContracts({ shard, shards }: { shard: number; shards: number }): void {
  let t: TestApp;
  let standin: GoogleStandin;
  /** Errors the API logged during the current request, shown with a 5xx. */
  const loggedErrors = captureLogs();
  let requests = 0;
  const fuzzedRoutes = new Set<string>();
  /** Statuses answered, per route and identity (SUMAA_FUZZ_STATS=1): how deep the runs go. */
  const statuses = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    standin = await startGoogleStandin({ port: 0, benchReviews: 0 });
    t = await createTestApp(
      {
        GOOGLE_STANDIN_URL: standin.url,
        // The competitor search too (Places API): without it, it answers its documented 503.
        GOOGLE_PLACES_BASE_URL: standin.url,
        GOOGLE_PLACES_API_KEY: standin.placesApiKey,
        GOOGLE_HTTP_RETRY_BASE_MS: '5',
        GOOGLE_HTTP_MAX_ATTEMPTS: '2',
        GOOGLE_HTTP_TIMEOUT_MS: '3000',
        RATE_LIMIT_CONTACT_PER_IP_MAX: UNLIMITED,
        RATE_LIMIT_LAUNCH_REMINDER_PER_IP_MAX: UNLIMITED,
        SUMAA_ADMIN_EMAIL: SUPER_ADMIN.email,
        SUMAA_ADMIN_PASSWORD: SUPER_ADMIN.password,
      },
      {
        logger: {
          level: 'error',
          stream: loggedErrors.stream,
        },
      },
    );
  });

  afterAll(async () => {
    await t?.close();
    await standin?.stop();
    const perRoute = process.env.SUMAA_FUZZ_STATS
      ? [...statuses].map(
          ([route, counts]) =>
            `\n  ${route}: ${[...counts]
              .sort(([a], [b]) => a - b)
              .map(([status, n]) => `${status}×${n}`)
              .join(' ')}`,
        )
      : [];
    console.log(
      `contract fuzz, shard ${shard} of ${shards}: ${fuzzedRoutes.size} routes × ${RUNS} runs as the owner and as no one (and as the super ` +
        `admin on its own routes) = ${requests} requests ` +
        `(seed ${SEED})${perRoute.join('')}`,
    );
  });

  const sessionHeaders = (account: RegisteredAccount) => ({
    ...bearer(account.token),
    'x-business-id': account.businessId,
  });

  /**
   * A fresh owner per route (what one route does to its session, e.g. logout, stays there), connected to the
   * Google stand-in, and the real values the fuzzing mixes in: its e-mail, password and refresh token, Google
   * tokens and an ID token the stand-in issued, the place ids of its Google locations, a popup ticket.
   */
  async function ownerConnectedToGoogle(): Promise<FuzzSetting> {
    const account = await registerConfirmedAccount(t.app);
    const tokens = await standin.issueTokens({ email: STANDIN_USERS.cafeOwner });
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/Platforms/connect',
      headers: sessionHeaders(account),
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
      headers: sessionHeaders(account),
    });
    const placeIds: string[] = (locations.json().model?.items ?? []).map((item: { id: string }) => item.id);
    const ticketReply = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/google-login/ticket',
      headers: sessionHeaders(account),
    });
    const ticket = new URL(ticketReply.json().model.url, 'http://api.test').searchParams.get('ticket') ?? '';
    const otherGoogle = await standin.issueTokens({ email: STANDIN_USERS.hotelOwner });
    const idToken = await standin.issueIdToken({ email: STANDIN_USERS.hotelOwner });
    const freshEmail = fc.uuid().map((id) => `fuzz-${id.slice(0, 13)}@example.test`);

    const hints: Hints = {
      email: fc.oneof(fc.constant(account.email), freshEmail),
      username: fc.constant(account.email),
      password: fc.constant(account.password),
      Password: fc.constant(account.password),
      newPassword: fc.constant(account.password),
      Full_name: fc.constantFrom('سارة الحربي', 'Sara Al-Harbi'),
      Business_name: fc.constantFrom('مقهى الرياض', 'Qahwa House'),
      Phone: fc.constantFrom('0512345678', '٠٥١٢٣٤٥٦٧٨', '051-234-5678'),
      ActivityType: fc.constantFrom('cafes', 'restaurants', 'حلويات'),
      refresh_token: fc.constant(account.refreshToken),
      idToken: fc.constant(idToken),
      platformType: fc.constantFrom('google', ' Google '),
      accessToken: fc.constant(otherGoogle.access_token),
      refreshToken: fc.constant(otherGoogle.refresh_token),
      ticket: fc.constant(ticket),
      ...(placeIds.length > 0 ? { placeIds: fc.subarray(placeIds, { minLength: 1 }) } : {}),
    };
    const superAdmin = await signIn(t.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    return { account, superAdminToken: superAdmin.json().model.token, hints };
  }

  /** Routes only the super admin may call: fuzzed as the super admin too, to reach past the role check. */
  function onlyForSuperAdmin(contract: RouteContract): boolean {
    return (
      typeof contract.access === 'object' &&
      'role' in contract.access &&
      contract.access.role === 'super_admin'
    );
  }

  async function fuzzRoute(contract: RouteContract, identity: Identity, setting: FuzzSetting, seed: number) {
    let failure = '';
    await fc.assert(
      fc.asyncProperty(contractRequestArbitrary(contract, identity, setting), async (request) => {
        loggedErrors.lines.length = 0;
        requests += 1;
        const response = await t.app.inject(request);
        const key = `${contract.method} ${contract.path} as ${identity}`;
        const counts = statuses.get(key) ?? new Map<number, number>();
        counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
        statuses.set(key, counts);
        const problem = problemWith(contract, response);
        if (problem) {
          failure =
            `${contract.method} ${contract.path} as ${identity} ${problem}\n${describeRequest(request)}\n` +
            `  reply: ${response.body.slice(0, 500)}\n  logged: ${loggedErrors.lines.join('\n').slice(0, 2000)}`;
          throw new Error(failure);
        }
      }),
      {
        numRuns: RUNS,
        seed,
        // The first failing request is reported as it was: shrinking would replay hundreds of requests.
        endOnFailure: true,
        reporter: (details) => {
          if (details.failed) {
            throw new Error(
              `${failure || String(details.errorInstance)}\nReplay with SUMAA_FUZZ_SEED=${SEED}`,
            );
          }
        },
      },
    );
  }

  describe('every route contract, fuzzed', () => {
    if (shard === 1) {
      it('has the whole list of contracts to fuzz', () => {
        expect(allRouteContracts.length).toBeGreaterThanOrEqual(25);
      });
    }

    it.each(
      allRouteContracts
        .map((contract, index) => {
          const identities: Identity[] = onlyForSuperAdmin(contract)
            ? ['owner', 'no one', 'super admin']
            : ['owner', 'no one'];
          return [
            `${contract.method} ${contract.path}`,
            identities.join(', '),
            contract,
            identities,
            index,
          ] as const;
        })
        // Every shard-th route, so that each shard gets the same mix of cheap and costly routes.
        .filter(([, , , , index]) => index % shards === shard - 1),
    )(
      `%s answers in the envelope and never with a 5xx, ${RUNS} times as each of: %s`,
      async (_name, _identityList, contract, identities, index) => {
        const setting = await ownerConnectedToGoogle();
        for (const [position, identity] of identities.entries()) {
          await fuzzRoute(contract, identity, setting, SEED + index * 3 + position);
        }
        fuzzedRoutes.add(`${contract.method} ${contract.path}`);
      },
      180_000,
    );
  });
}
