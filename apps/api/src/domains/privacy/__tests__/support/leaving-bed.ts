// The test bed of leaving: the Google stand-in and the Moyasar stand-in in this process, an app aimed at both,
// and a business that holds something of everything a business can hold (Google connection, a linked location
// and its synced reviews, a team member and an invitation, a paid invoice, a logo, review-request contacts with a
// request, an opt-out and a visit), the way users make it.
import { randomInt } from 'node:crypto';
import { startGoogleStandin, STANDIN_USERS, type GoogleStandin } from '@sumaa/google-standin';
import { startMoyasarStandin, TEST_CARDS, type MoyasarStandin } from '@sumaa/moyasar-standin';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  signIn,
  type RegisteredAccount,
} from '../../../../testing/factories';
import { TINY_PNG } from '../../../../testing/images';
import { multipartBody } from '../../../../testing/multipart';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

export interface LeavingBed {
  google: GoogleStandin;
  moyasar: MoyasarStandin;
  t: TestApp;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startLeavingBed(): Promise<LeavingBed> {
  // The Moyasar stand-in shares the app's test clock, which exists once the app does.
  const clock: { of?: TestApp } = {};
  const google = await startGoogleStandin({ port: 0, benchReviews: 0, seed: randomInt(1, 2_000_000_000) });
  const moyasar = await startMoyasarStandin({
    port: 0,
    webhookRetryDelaysMs: [],
    now: () => clock.of?.clock.now() ?? new Date(),
  });
  const t = await createTestApp({
    GOOGLE_STANDIN_URL: google.url,
    GOOGLE_HTTP_RETRY_BASE_MS: '5',
    GOOGLE_HTTP_TIMEOUT_MS: '3000',
    MOYASAR_API_URL: moyasar.apiUrl,
    MOYASAR_SECRET_KEY: moyasar.secretKey,
    MOYASAR_WEBHOOK_SECRET: moyasar.webhookSecret,
    PUBLIC_API_URL: 'http://127.0.0.1:9',
  });
  clock.of = t;
  const app = t.app;
  return {
    google,
    moyasar,
    t,
    app,
    async close() {
      await t.close();
      await google.stop();
      await moyasar.stop();
    },
  };
}

/** A fresh session of the account (after the test clock moved past its access token's life). */
export async function signedInAgain<T extends { email: string; password: string }>(
  app: FastifyInstance,
  account: T,
): Promise<T & { token: string }> {
  const response = await signIn(app, account.email, account.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { ...account, token: response.json().model.token as string };
}

export function asOwner(account: { token: string }, headers: Record<string, string> = ENGLISH) {
  return { ...headers, ...bearer(account.token) };
}

/** Connects Google with tokens the stand-in issued; answers the refresh token, to try it at Google later. */
export async function connectGoogle(bed: LeavingBed, owner: RegisteredAccount): Promise<string> {
  const tokens = await bed.google.issueTokens({ email: STANDIN_USERS.cafeOwner });
  const response = await bed.app.inject({
    method: 'POST',
    url: '/api/Platforms/connect',
    headers: asOwner(owner),
    payload: {
      platformType: 'google',
      platformName: 'Google Business Profile',
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: new Date(bed.t.clock.now().getTime() + tokens.expires_in * 1000).toISOString(),
    },
  });
  if (response.statusCode !== 200) throw new Error(`connect failed: ${response.body}`);
  return tokens.refresh_token!;
}

async function linkAndSync(bed: LeavingBed, owner: RegisteredAccount): Promise<void> {
  const user = bed.google.users.find((candidate) => candidate.email === STANDIN_USERS.cafeOwner)!;
  const placeId = user.accounts.flatMap((account) => account.locations)[0].placeId;
  const linked = await bed.app.inject({
    method: 'POST',
    url: '/api/locations/link',
    headers: asOwner(owner),
    payload: { placeIds: [placeId] },
  });
  if (linked.statusCode !== 200) throw new Error(`link failed: ${linked.body}`);
  const sync = await bed.app.inject({
    method: 'POST',
    url: '/api/reviews/sync',
    headers: asOwner(owner),
    payload: { maxPerLocation: 20 },
  });
  if (sync.statusCode !== 202) throw new Error(`sync failed: ${sync.body}`);
  await bed.app.jobs.runUntilIdle();
}

async function payPlan(bed: LeavingBed, owner: RegisteredAccount): Promise<void> {
  const [plan] = await bed.app.db.query<{ id: string }>(`SELECT id FROM plans WHERE code = 'professional'`);
  const changed = await bed.app.inject({
    method: 'POST',
    url: '/api/subscriptions/change-plan',
    headers: asOwner(owner),
    payload: { planId: plan.id, interval: 'monthly' },
  });
  const { invoiceId } = changed.json().model.checkout as { invoiceId: string };
  const invoice = bed.moyasar.invoices().find((candidate) => candidate.metadata?.invoiceId === invoiceId)!;
  const card = { name: 'Noura Test', number: TEST_CARDS.visaPaid, month: '12', year: '2035', cvc: '123' };
  const payment = bed.moyasar.pay(invoice.id, card);
  await bed.moyasar.webhooksSettled();
  const delivery = bed.moyasar.webhooks().find((candidate) => candidate.event.data.id === payment.id)!;
  const credited = await bed.app.inject({
    method: 'POST',
    url: '/api/payments/moyasar/webhook',
    payload: delivery.event,
  });
  if (credited.json().model?.outcome !== 'applied') throw new Error(`payment not applied: ${credited.body}`);
}

async function uploadLogo(bed: LeavingBed, owner: RegisteredAccount): Promise<void> {
  const form = await multipartBody({
    logo: { filename: 'logo.png', contentType: 'image/png', content: TINY_PNG },
  });
  const response = await bed.app.inject({
    method: 'POST',
    url: `/api/Businesses/${owner.businessId}/logo`,
    headers: { ...asOwner(owner), ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 200) throw new Error(`logo failed: ${response.body}`);
}

/** The business's review-request customers: one asked by e-mail who then unsubscribed, one with a visit. */
export interface RequestCustomers {
  optedOut: { id: string; name: string; email: string; phone: string };
  visited: { id: string; name: string; email: string };
  /** The request sent to the one who opted out, and its short-link code (which the export must not carry). */
  requestId: string;
  code: string;
}

async function okModel<T>(response: LightMyRequestResponse, what: string): Promise<T> {
  if (response.statusCode >= 300) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json().model as T;
}

/**
 * Review requests as an owner and their customers make them: two contacts added, the first asked by e-mail
 * (quiet hours off first, so the test's hour does not matter) who opts out by the e-mail's one-click link, a
 * visit recorded for the second.
 */
async function askCustomers(bed: LeavingBed, owner: RegisteredAccount): Promise<RequestCustomers> {
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    bed.app.inject({ method, url, headers: asOwner(owner), ...(payload ? { payload } : {}) });
  const settings = await okModel<Record<string, unknown>>(
    await inject('GET', '/api/review-requests/settings'),
    'reading the request settings',
  );
  await okModel(
    await inject('PUT', '/api/review-requests/settings', {
      templates: settings.templates,
      whatsappTemplateName: settings.whatsappTemplateName,
      cooldownDays: settings.cooldownDays,
      quietHoursStart: '00:00',
      quietHoursEnd: '00:00',
      channelsEnabled: settings.channelsEnabled,
      hoursAfterVisit: settings.hoursAfterVisit,
    }),
    'turning the quiet hours off',
  );
  const [link] = await okModel<Array<{ locationId: string }>>(
    await inject('GET', '/api/review-requests/links'),
    'listing the links',
  );
  const suffix = owner.businessId.slice(0, 8);
  const optedOut = {
    name: 'Customer Noura',
    email: `noura-${suffix}@customers.example`,
    phone: `+9665${String(parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`,
  };
  const visited = { name: 'Customer Saad', email: `saad-${suffix}@customers.example` };
  const optedOutId = (
    await okModel<{ id: string }>(
      await inject('POST', '/api/review-requests/contacts', {
        ...optedOut,
        language: 'en',
        locationId: link.locationId,
      }),
      'adding a contact',
    )
  ).id;
  const visitedId = (
    await okModel<{ id: string }>(
      await inject('POST', '/api/review-requests/contacts', { ...visited, language: 'ar' }),
      'adding a contact',
    )
  ).id;
  const sent = await okModel<{ outcomes: Array<{ requestId: string | null }> }>(
    await inject('POST', '/api/review-requests', {
      contactIds: [optedOutId],
      channel: 'email',
      locationId: link.locationId,
    }),
    'sending a request',
  );
  const requestId = sent.outcomes[0].requestId!;
  await bed.app.jobs.runUntilIdle();
  const [headers] = await bed.app.db.ownerTransaction((tx) =>
    tx.query<{ headers: Record<string, string> }>('SELECT headers FROM mail_outbox WHERE to_address = $1', [
      optedOut.email,
    ]),
  );
  const unsubscribe = /^<(.+)>$/.exec(headers?.headers['List-Unsubscribe'] ?? '')?.[1];
  if (!unsubscribe) throw new Error('the request e-mail has no unsubscribe link');
  // The one-click answer is a page (HTML), not the envelope.
  const unsubscribed = await bed.app.inject({
    method: 'POST',
    url: unsubscribe.replace(/^https?:\/\/[^/]+/, ''),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  if (unsubscribed.statusCode !== 200) throw new Error(`unsubscribing failed: ${unsubscribed.statusCode}`);
  await okModel(
    await inject('POST', '/api/review-requests/visits', { contactId: visitedId }),
    'recording a visit',
  );
  await bed.app.jobs.runUntilIdle();
  const [{ code }] = await bed.app.db.tenantTransaction(
    { businessId: owner.businessId, userId: null },
    (tx) => tx.query<{ code: string }>('SELECT code FROM review_requests WHERE id = $1', [requestId]),
  );
  return {
    optedOut: { ...optedOut, id: optedOutId },
    visited: { ...visited, id: visitedId },
    requestId,
    code,
  };
}

export interface FullBusiness {
  owner: RegisteredAccount;
  member: Awaited<ReturnType<typeof addTeamMember>>;
  refreshToken: string;
  customers: RequestCustomers;
}

/** A business with something in every part of the product. */
export async function fullBusiness(bed: LeavingBed, name = 'Leaving Café'): Promise<FullBusiness> {
  const owner = await registerAccount(bed.app, { Business_name: name });
  const refreshToken = await connectGoogle(bed, owner);
  await linkAndSync(bed, owner);
  await payPlan(bed, owner);
  const member = await addTeamMember(bed.app, owner, { role: 'Agent', name: 'Agent Amal' });
  // The member's own WhatsApp alerts, off (WhatsApp is not set up here) with the phone they gave.
  const alerts = await bed.app.inject({
    method: 'PUT',
    url: '/api/notifications/whatsapp-alerts',
    headers: asOwner(member),
    payload: { on: false, phone: '0559876543' },
  });
  if (alerts.statusCode !== 200) throw new Error(`alert choice failed: ${alerts.body}`);
  const invited = await bed.app.inject({
    method: 'POST',
    url: '/api/team-members/invite',
    headers: asOwner(owner),
    payload: { email: `pending-${owner.email}`, role: 'Viewer' },
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  await uploadLogo(bed, owner);
  const customers = await askCustomers(bed, owner);
  return { owner, member, refreshToken, customers };
}

/**
 * Rows of `businessId` in every table with a business_id column, read from the catalogue (so a table added
 * later is counted too), as the schema owner past row-level security.
 */
export async function rowsOfBusiness(
  app: FastifyInstance,
  businessId: string,
): Promise<Record<string, number>> {
  return app.db.ownerTransaction(async (tx) => {
    const tables = await tx.query<{ relname: string }>(
      `SELECT c.relname FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
          AND a.attname = 'business_id' AND NOT a.attisdropped
        ORDER BY c.relname`,
    );
    const counts: Record<string, number> = {};
    for (const { relname } of tables) {
      const [row] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${relname} WHERE business_id = $1`,
        [businessId],
      );
      counts[relname] = row.n;
    }
    return counts;
  });
}
