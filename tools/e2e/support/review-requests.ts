// Review requests (issue 23) from a spec's side: a new business with one linked branch, and the WhatsApp stand-in
// of the run (tools/test/e2e.mjs starts it on WHATSAPP_STANDIN_PORT), read and driven through its documented
// /__standin paths (tools/whatsapp-standin/README.md).
import { randomInt } from 'node:crypto';
import type { Language, LinkedLocation } from '@sumaa/contracts';
import { API_URL, otpFromOutbox, signInThroughApi, type ApiSession } from './product';

export const WHATSAPP_STANDIN_URL = `http://localhost:${process.env.WHATSAPP_STANDIN_PORT ?? '4591'}`;

/** tools/start's set-up of a business through the real API (a path in a variable: a plain .mjs without types). */
const SEED_DEMO = '../../start/seed-demo.mjs';
interface SeedDemo {
  connectGoogle(apiUrl: string, session: ApiSession, googleUser: string): Promise<void>;
  seedDemoOwner(apiUrl: string, overrides: object): Promise<unknown>;
}

/** A Saudi mobile of its own, +9665 and eight digits, so no other test's messages or contacts share it. */
export function uniqueSaudiMobile(): string {
  return `+9665${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The same number as a customer writes it at home: 05xxxxxxxx. */
export function localWriting(e164: string): string {
  return `0${e164.slice(4)}`;
}

async function apiCall<T>(session: ApiSession, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = (await response.json()) as { success: boolean; message?: string; model: T };
  if (!body.success)
    throw new Error(`${init.method ?? 'GET'} ${path} failed (${response.status}): ${body.message}`);
  return body.model;
}

export interface BusinessWithBranch {
  session: ApiSession;
  email: string;
  businessName: string;
  branch: LinkedLocation;
}

/**
 * Signs a business up and confirms it through the API, connects the Google stand-in's `googleUser` and links ONE
 * of its locations — the free one with the fewest reviews (a new branch is whom review requests are for; the
 * places with many reviews stay free for the specs that read reviews), then synchronises and finishes the
 * onboarding as `npm start` does for its demo owner.
 */
export async function businessWithBranch(options: {
  email: string;
  password: string;
  fullName: string;
  businessName: string;
  googleUser: string;
}): Promise<BusinessWithBranch> {
  const registered = await fetch(`${API_URL}/api/UsernameAuth/RegisterCompany`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: options.email,
      Full_name: options.fullName,
      Business_name: options.businessName,
      Phone: '0551234567',
      Password: options.password,
      ActivityType: 'cafes',
    }),
  });
  if (!registered.ok) throw new Error(`registration of ${options.email} failed: ${await registered.text()}`);
  const confirmed = await fetch(`${API_URL}/api/UsernameAuth/confirm-email-jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: options.email, Otp: await otpFromOutbox(options.email) }),
  });
  if (!confirmed.ok) throw new Error(`confirmation of ${options.email} failed: ${await confirmed.text()}`);

  const seed = (await import(SEED_DEMO)) as SeedDemo;
  let session = await signInThroughApi(options.email, options.password);
  await seed.connectGoogle(API_URL, session, options.googleUser);
  const { items } = await apiCall<{ items: Array<{ id: string; reviewCount: number }> }>(
    session,
    '/api/integration/google/locations',
  );
  const [place] = [...items].sort((a, b) => a.reviewCount - b.reviewCount);
  if (!place) throw new Error(`every location of ${options.googleUser} is linked by another business`);
  await apiCall(session, '/api/locations/link', {
    method: 'POST',
    body: JSON.stringify({ placeIds: [place.id] }),
  });
  // Google connected and the place linked: the demo's set-up goes on from there (the sync, the last step).
  await seed.seedDemoOwner(API_URL, {
    email: options.email,
    password: options.password,
    googleUser: options.googleUser,
  });
  session = await signInThroughApi(options.email, options.password);
  const { items: linked } = await apiCall<{ items: LinkedLocation[] }>(session, '/api/locations');
  if (linked.length !== 1) throw new Error(`expected one linked branch, found ${linked.length}`);
  return { session, email: options.email, businessName: options.businessName, branch: linked[0] };
}

/**
 * No quiet hours (the same start and end), so a request leaves at once whatever the hour of the run; the rest of
 * the business's settings as they are.
 */
export async function turnQuietHoursOff(session: ApiSession): Promise<void> {
  const settings = await apiCall<{
    templates: unknown;
    whatsappTemplateName: string;
    cooldownDays: number;
    channelsEnabled: string[];
    hoursAfterVisit: number;
  }>(session, '/api/review-requests/settings');
  await apiCall(session, '/api/review-requests/settings', {
    method: 'PUT',
    body: JSON.stringify({
      templates: settings.templates,
      whatsappTemplateName: settings.whatsappTemplateName,
      cooldownDays: settings.cooldownDays,
      quietHoursStart: '00:00',
      quietHoursEnd: '00:00',
      channelsEnabled: settings.channelsEnabled,
      hoursAfterVisit: settings.hoursAfterVisit,
    }),
  });
}

/** A message as the stand-in's inspection path lists it. */
export interface StandinWhatsAppMessage {
  id: string;
  to: string;
  type: 'template' | 'text';
  templateName: string | null;
  language: string | null;
  parameters: string[];
  text: string;
  link: string | null;
  status: 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';
  statuses: Array<{ status: string; at: string }>;
}

/** What the stand-in was asked to send to a number, newest first. */
export async function whatsappMessagesTo(phone: string): Promise<StandinWhatsAppMessage[]> {
  const response = await fetch(`${WHATSAPP_STANDIN_URL}/__standin/messages?to=${encodeURIComponent(phone)}`);
  if (!response.ok) throw new Error(`the WhatsApp stand-in answered ${response.status}`);
  return ((await response.json()) as { messages: StandinWhatsAppMessage[] }).messages;
}

async function standinPost(path: string, body: object, expected: number): Promise<void> {
  const response = await fetch(`${WHATSAPP_STANDIN_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== expected) {
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  }
}

/** The customer at `phone` answers on WhatsApp (a signed webhook to the API). */
export function whatsappReply(phone: string, text: string): Promise<void> {
  return standinPost('/__standin/inbound', { from: phone, text }, 202);
}

/** The customer at `phone` has WhatsApp's read receipts off: their messages stop at delivered. */
export function turnReadReceiptsOff(phone: string): Promise<void> {
  return standinPost('/__standin/read-receipts', { to: phone, enabled: false }, 200);
}

/** The Google account each language's journey links a branch of (one each, so the two never compete for one). */
export const GOOGLE_USER_FOR: Record<Language, string> = {
  ar: 'faisal@cafe-riyadh.example',
  en: 'olivia@palmcrescent-hotels.example',
};
