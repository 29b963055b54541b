// The public landing page /r/{code} (issue 23, "The landing page"): the business, the branch and one button to
// Google's write-review page of the place; never gated (the invariant below); a request's code marks the request
// clicked once and speaks the contact's language, a location's code counts a visit; an unknown code is a 404
// page in both languages.
import { randomUUID } from 'node:crypto';
import {
  ENGLISH,
  bearer,
  registerAccount,
  signIn,
  type RegisteredAccount,
} from '../../../../testing/factories';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import {
  activateSubscription,
  addContact,
  addLocation,
  advanceToRiyadhTime,
} from '../../__tests__/support/review-request-steps';
import { acceptedLanguage } from '../landing-route';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let owner: RegisteredAccount;
let locationId: string;
let placeId: string;
let locationCode: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app, { Business_name: 'مقهى الرياض' });
  await activateSubscription(t.app, owner.businessId, new Date(t.clock.now().getTime() + 365 * DAY_MS));
  locationId = await addLocation(t.app, owner.businessId, 'فرع العليا');
  placeId = await placeIdOf(locationId);
  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/review-requests/links',
    headers: { ...bearer(owner.token), ...ENGLISH },
  });
  const link = listed.json().model.find((entry: { locationId: string }) => entry.locationId === locationId);
  locationCode = new URL(link.url).pathname.slice('/r/'.length);
});
afterAll(async () => {
  await t.close();
});

async function placeIdOf(id: string): Promise<string> {
  const [row] = await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<{ place_id: string }>('SELECT place_id FROM locations WHERE business_id = $1 AND id = $2', [
      owner.businessId,
      id,
    ]),
  );
  return row.place_id;
}

function openPage(code: string, headers: Record<string, string> = {}, query = '') {
  return t.app.inject({ method: 'GET', url: `/r/${code}${query}`, headers });
}

/** The page without its per-response CSP nonce: what differs between two replies only by construction. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');

const WRITE_REVIEW_LINK = /href="https:\/\/search\.google\.com\/local\/writereview\?placeid=([^"]+)"/g;

async function sendRequestTo(contact: { name: string; email: string; language: 'ar' | 'en' }) {
  advanceToRiyadhTime(t, 12);
  // A token valid at the moved clock.
  owner.token = (await signIn(t.app, owner.email, owner.password)).json().model.token;
  const contactId = await addContact(t.app, owner, { ...contact, locationId });
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/review-requests',
    headers: bearer(owner.token),
    payload: { contactIds: [contactId], channel: 'email', locationId },
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);
  await t.app.jobs.runUntilIdle();
  const [request] = await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<{ id: string; code: string }>(
      'SELECT id, code FROM review_requests WHERE business_id = $1 AND contact_id = $2',
      [owner.businessId, contactId],
    ),
  );
  return request;
}

async function requestState(id: string) {
  const [row] = await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<{ status: string; clicked_at: Date | null }>(
      'SELECT status, clicked_at FROM review_requests WHERE business_id = $1 AND id = $2',
      [owner.businessId, id],
    ),
  );
  return row;
}

async function visitsOfLocation(): Promise<number> {
  const [row] = await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<{ visits: number }>(
      `SELECT coalesce(sum(visits), 0)::int AS visits FROM review_request_link_visits
        WHERE business_id = $1 AND location_id = $2`,
      [owner.businessId, locationId],
    ),
  );
  return row.visits;
}

describe('a location’s link', () => {
  it('shows the business, the branch and the button to Google’s review form of the place', async () => {
    const response = await openPage(locationCode);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('مقهى الرياض');
    expect(response.body).toContain('فرع العليا');
    const links = [...response.body.matchAll(WRITE_REVIEW_LINK)].map((match) => decodeURIComponent(match[1]));
    expect(links).toEqual([placeId]);
    expect(response.body).toContain(
      `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`,
    );
    // Small and self-contained: no script, no outside asset, under its own CSP.
    expect(Buffer.byteLength(response.body)).toBeLessThan(6 * 1024);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('counts a visit of the location each time it is opened', async () => {
    const before = await visitsOfLocation();
    await openPage(locationCode);
    await openPage(locationCode);
    expect(await visitsOfLocation()).toBe(before + 2);
  });

  it('is in Arabic, right to left, by default', async () => {
    const response = await openPage(locationCode);
    expect(response.body).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('follows Accept-Language, and ?lang= over it', async () => {
    const english = await openPage(locationCode, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(english.body).toContain('Write a review on Google');
    const arabic = await openPage(locationCode, { 'accept-language': 'en-GB' }, '?lang=ar');
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl">/);
    const french = await openPage(locationCode, { 'accept-language': 'fr-FR' });
    expect(french.body).toMatch(/<html lang="ar" dir="rtl">/);
    // A ?lang= that is neither is ignored, not answered with JSON.
    const unknown = await openPage(locationCode, { 'accept-language': 'en' }, '?lang=de');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toMatch(/<html lang="en" dir="ltr">/);
  });
});

describe('no gating (Google’s policy): the invariant', () => {
  it.each(['ar', 'en'])('asks nothing before the one button, the same for everyone (%s)', async (lang) => {
    const first = await openPage(locationCode, { 'user-agent': 'Mozilla/5.0 (iPhone)' }, `?lang=${lang}`);
    const second = await openPage(
      locationCode,
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)', 'x-forwarded-for': '203.0.113.9', cookie: 'a=b' },
      `?lang=${lang}`,
    );
    for (const page of [first.body, second.body]) {
      // Nothing to answer: no form, no field, no rating widget.
      expect(page).not.toMatch(/<form|<input|<select|<textarea|<button|contenteditable/i);
      expect(page).not.toMatch(/type="(radio|range|checkbox)"/i);
      // No script at all, so nothing that could branch on a rating.
      expect(page).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
      // No star or rating question, in either language.
      expect(page).not.toMatch(
        /★|☆|⭐|\bstars?\b|\brat(e|ing)\b|how (was|did|would)|نجم|نجوم|كيف كانت|كيف تقي/i,
      );
      // Exactly one way to Google, and it is the write-review page of the place.
      expect(page.match(/<a\b[^>]*href="https:\/\/[^"]*google[^"]*"/gi)).toHaveLength(1);
      expect([...page.matchAll(WRITE_REVIEW_LINK)]).toHaveLength(1);
    }
    // The same page for two different visitors (the CSP nonce aside, new on every reply by design).
    expect(withoutNonce(second.body)).toBe(withoutNonce(first.body));
  });

  it('puts the optional private word below the Google button, never instead of it', async () => {
    await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query("UPDATE businesses SET email = 'care@riyadh-cafe.example' WHERE business_id = $1", [
        owner.businessId,
      ]),
    );
    const page = (await openPage(locationCode)).body;
    const button = page.search(WRITE_REVIEW_LINK);
    expect(button).toBeGreaterThan(0);
    const privately = page.indexOf('href="mailto:care@riyadh-cafe.example"');
    expect(privately).toBeGreaterThan(button);
    expect([...page.matchAll(WRITE_REVIEW_LINK)]).toHaveLength(1);
  });
});

describe('a request’s own link', () => {
  it('marks the request clicked once, and opens the page in the contact’s language', async () => {
    const request = await sendRequestTo({
      name: 'Sara Ali',
      email: `sara-${randomUUID()}@example.com`,
      language: 'en',
    });
    expect((await requestState(request.id)).clicked_at).toBeNull();

    const first = await openPage(request.code, { 'accept-language': 'ar-SA' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/<html lang="en" dir="ltr">/);
    expect([...first.body.matchAll(WRITE_REVIEW_LINK)].map((match) => decodeURIComponent(match[1]))).toEqual([
      placeId,
    ]);
    const clicked = await requestState(request.id);
    expect(clicked.status).toBe('clicked');
    expect(clicked.clicked_at).toEqual(t.clock.now());

    t.clock.advance(60 * 60 * 1000);
    const again = await openPage(request.code, {}, '?lang=ar');
    expect(again.statusCode).toBe(200);
    expect(again.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(await requestState(request.id)).toEqual(clicked);
  });

  it('is not clicked, nor a location visited, by a messenger’s link preview or a HEAD, which still get the page', async () => {
    const request = await sendRequestTo({
      name: 'نورة',
      email: `noura-${randomUUID()}@example.com`,
      language: 'ar',
    });
    const preview = await openPage(request.code, { 'user-agent': 'WhatsApp/2.23.20.0 A' });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toMatch(/<html lang="ar" dir="rtl">/);
    const head = await t.app.inject({ method: 'HEAD', url: `/r/${request.code}` });
    expect(head.statusCode).toBe(200);
    expect((await requestState(request.id)).clicked_at).toBeNull();
    const visits = await visitsOfLocation();
    await openPage(locationCode, { 'user-agent': 'facebookexternalhit/1.1' });
    await t.app.inject({ method: 'HEAD', url: `/r/${locationCode}` });
    expect(await visitsOfLocation()).toBe(visits);
  });
});

describe('an unknown code', () => {
  it.each([
    ['a code nobody has', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a code of the wrong shape', 'not*a*code'],
  ])('answers a 404 page in both languages, not JSON (%s)', async (_label, code) => {
    const response = await openPage(encodeURIComponent(code), { 'accept-language': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(response.body).toContain('هذا الرابط غير موجود');
    expect(response.body).toContain('This link does not exist');
    expect(response.body).not.toMatch(/search\.google\.com/);
  });
});

describe('the Accept-Language reading', () => {
  it.each([
    [undefined, null],
    ['fr-FR,fr;q=0.9', null],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr;q=1, ar-SA;q=0.7, en;q=0.5', 'ar'],
    ['ar;q=0, en', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected);
  });
});
