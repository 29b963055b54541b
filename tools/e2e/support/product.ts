// Where the started product lives and how a test talks to it directly (API calls, the outbox, the data folder).
import { SignJWT, decodeJwt } from 'jose';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { superAdminSession } from './super-admin';

export const API_URL = process.env.SUMAA_API_URL ?? 'http://localhost:3000';
export const SUPER_ADMIN = {
  email: process.env.SUMAA_ADMIN_EMAIL ?? 'admin@sumaa.test',
  password: process.env.SUMAA_ADMIN_PASSWORD ?? 'Admin-e2e-Passw0rd',
};

let counter = 0;
/** Unique across the suite's two browser workers too (each counts on its own). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  const worker = process.env.TEST_PARALLEL_INDEX ?? '0';
  return `${prefix}-${Date.now().toString(36)}-${worker}-${counter}@example.com`;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest e-mail sent to an address, waiting for it to arrive. */
export async function latestMailTo(email: string, timeoutMs = 15_000): Promise<OutboxMail> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as OutboxMail[];
    const mail = mails.find((candidate) => candidate.to.toLowerCase() === email.toLowerCase());
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail reached ${email}`);
}

export async function otpFromOutbox(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const code = mail.text.match(/\b(\d{6})\b/);
  if (!code) throw new Error(`no 6-digit code in the mail to ${email}`);
  return code[1];
}

export interface ApiSession {
  token: string;
  refresh_token: string;
  user: { name: string; email: string };
}

export async function signInThroughApi(email: string, password: string): Promise<ApiSession> {
  // The super admin always has a second step (two-factor is required of them): the shared enrolment answers it.
  if (email === SUPER_ADMIN.email && password === SUPER_ADMIN.password) return superAdminSession();
  const response = await fetch(`${API_URL}/api/UsernameAuth/AdminSignIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await response.json()) as { success: boolean; model: ApiSession };
  if (!body.success) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.model;
}

/** Signs the same claims as a real access token, but already expired, with the API's own key. */
export async function expiredCopyOf(token: string): Promise<string> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set: run the suite through tools/test/e2e.mjs');
  const secret = new TextEncoder().encode(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim());
  const claims = decodeJwt(token);
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setAudience(claims.aud as string)
    .setIssuedAt(past - 900)
    .setExpirationTime(past)
    .sign(secret);
}

/** A business owner who signed up and confirmed the e-mail through the API (onboarding not started). */
export async function confirmedOwnerThroughApi(email: string, password: string): Promise<ApiSession> {
  const response = await fetch(`${API_URL}/api/UsernameAuth/RegisterCompany`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      Full_name: 'Faisal Alharbi',
      Business_name: 'Harbi Auto',
      Phone: '0541234567',
      Password: password,
      ActivityType: 'automotive',
    }),
  });
  if (!response.ok) throw new Error(`registration of ${email} failed: ${await response.text()}`);
  const confirm = await fetch(`${API_URL}/api/UsernameAuth/confirm-email-jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, Otp: await otpFromOutbox(email) }),
  });
  if (!confirm.ok) throw new Error(`confirmation of ${email} failed: ${await confirm.text()}`);
  return signInThroughApi(email, password);
}

export const DEMO_OWNER = {
  email: process.env.SUMAA_DEMO_EMAIL ?? 'demo@sumaa.local',
  password: process.env.SUMAA_DEMO_PASSWORD ?? 'Demo-Sumaa-2026',
};

/** The demo owner's session once npm start has finished setting it up (onboarding done), waiting for it. */
export async function demoOwnerSession(
  timeoutMs = 150_000,
): Promise<ApiSession & { user: { businessId: string } }> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${API_URL}/api/UsernameAuth/AdminSignIn`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO_OWNER.email, password: DEMO_OWNER.password }),
    });
    const body = (await response.json()) as {
      success: boolean;
      model: ApiSession & { user: { businessId: string; currentStep: number } };
    };
    if (body.success && body.model.user.currentStep >= 4) return body.model;
    if (Date.now() - started > timeoutMs) throw new Error('the demo owner was not set up in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
