// Test data and the few steps most tests share (register, read the outbox, sign in), all through the
// public HTTP API so the tests exercise the same paths as the browser.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipartBody, type MultipartFile } from './multipart';
import { answerSuperAdminSecondStep } from './super-admin';
import { moveBusinessToPlan } from './subscriptions';

export const VALID_PASSWORD = 'Correct-Horse-9';

export const ENGLISH = { 'accept-language': 'en-US' } as const;
export const ARABIC = { 'accept-language': 'ar-SA' } as const;

/** Unique per call, so tests never collide, even on one shared PostgreSQL database. */
export function uniqueEmail(label = 'owner'): string {
  return `${label}-${randomUUID().slice(0, 12)}@example.test`;
}

export interface RegistrationFields {
  email?: string;
  Full_name?: string;
  Phone?: string;
  Business_name?: string;
  Password?: string;
  ActivityType?: string;
  ProfileImage?: MultipartFile | string;
  /** The plan chosen on the pricing page (issue 12). */
  PlanId?: string;
}

export function registrationFields(overrides: RegistrationFields = {}): RegistrationFields {
  return {
    email: uniqueEmail(),
    Full_name: 'Sara Al-Harbi',
    Phone: '0512345678',
    Business_name: 'Qahwa House',
    Password: VALID_PASSWORD,
    ActivityType: 'cafes',
    ...overrides,
  };
}

export async function postRegistration(
  app: FastifyInstance,
  fields: RegistrationFields,
  headers: Record<string, string> = ENGLISH,
): Promise<LightMyRequestResponse> {
  const body = await multipartBody({ ...fields });
  return app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/RegisterCompany',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

export interface RegisteredAccount {
  email: string;
  password: string;
  userId: string;
  businessId: string;
  token: string;
  refreshToken: string;
}

/**
 * A registered owner whose address is confirmed, as anyone using the product is: until then the server refuses
 * every business call (403 emailNotConfirmed). Keeps the registration's own session and tokens.
 */
export async function registerAccount(
  app: FastifyInstance,
  overrides: RegistrationFields = {},
): Promise<RegisteredAccount> {
  const account = await registerUnconfirmedAccount(app, overrides);
  await confirmEmail(app, account.email);
  return account;
}

/** A registration as the sign-up form sends it, the address not yet confirmed (the check-email flow). */
export async function registerUnconfirmedAccount(
  app: FastifyInstance,
  overrides: RegistrationFields = {},
): Promise<RegisteredAccount> {
  const fields = registrationFields(overrides);
  const response = await postRegistration(app, fields);
  if (response.statusCode !== 200)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const { model } = response.json();
  return {
    email: fields.email!.toLowerCase(),
    password: fields.Password!,
    userId: model.id,
    businessId: model.business_id,
    token: model.token,
    refreshToken: model.refresh_token,
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The mails to this address, newest first, once every mail dispatched so far has been written. */
export async function outboxFor(app: FastifyInstance, email: string): Promise<OutboxMail[]> {
  await app.mailer.idle();
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  return response.json();
}

/** POST /api/UsernameAuth/send-email-otp: a new verification code mailed to this address. */
export function requestVerificationCode(
  app: FastifyInstance,
  email: string,
  headers: Record<string, string> = ENGLISH,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/UsernameAuth/send-email-otp', payload: { email }, headers });
}

/** The 6-digit code of the newest verification mail to this address. */
export async function latestVerificationCode(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await outboxFor(app, email);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code;
}

/** Confirms the address with the code of its newest verification mail; answers the confirmation's model. */
export async function confirmEmail(app: FastifyInstance, email: string) {
  const Otp = await latestVerificationCode(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/confirm-email-jwt',
    payload: { email, Otp },
  });
  if (response.statusCode !== 200) throw new Error(`confirmation failed: ${response.body}`);
  return response.json().model;
}

/** A confirmed owner signed in with the confirmation's tokens (the session the check-email page ends in). */
export async function registerConfirmedAccount(
  app: FastifyInstance,
  overrides: RegistrationFields = {},
): Promise<RegisteredAccount> {
  const account = await registerUnconfirmedAccount(app, overrides);
  const model = await confirmEmail(app, account.email);
  return { ...account, token: model.tokens.accessToken, refreshToken: model.tokens.refreshToken };
}

/** AdminSignIn's reply as it comes: for the tests of the sign-in's second step itself. */
export function signInWithPasswordOnly(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = ENGLISH,
) {
  return app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/AdminSignIn',
    payload: { username, password },
    headers,
  });
}

/**
 * A password sign-in. The super admin must use two-factor (issue 21): their second step is answered as their
 * authenticator would (testing/super-admin.ts), so the reply is the session; anyone else's reply as it comes.
 */
export function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = ENGLISH,
) {
  return answerSuperAdminSecondStep(
    app,
    username,
    () => signInWithPasswordOnly(app, username, password, headers),
    headers,
  );
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export interface TeamMemberAccount {
  email: string;
  password: string;
  userId: string;
  /** The membership's id (the team calls' `id`). */
  memberId: string;
  token: string;
  refreshToken: string;
}

/** The token of the newest invitation link mailed to this address. */
export async function latestInvitationToken(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await outboxFor(app, email);
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

/**
 * A new member of the owner's business, the way a person joins: the owner invites them through the API, the
 * link comes from the outbox, and completing it signs them in.
 */
export async function addTeamMember(
  app: FastifyInstance,
  owner: RegisteredAccount,
  options: { role: 'Admin' | 'Manager' | 'Agent' | 'Viewer'; permissions?: string[]; name?: string },
): Promise<TeamMemberAccount> {
  const email = uniqueEmail(options.role.toLowerCase());
  const invite = () =>
    app.inject({
      method: 'POST',
      url: '/api/team-members/invite',
      headers: bearer(owner.token),
      payload: { email, role: options.role, permissions: options.permissions },
    });
  let invited = await invite();
  // Tests build teams of any size: past the plan's team limit (402; the limit has its own tests in
  // domains/billing) the business moves to the plan without one, and the invitation is sent again.
  if (invited.statusCode === 402) {
    await moveBusinessToPlan(app, owner.businessId, 'enterprise');
    invited = await invite();
  }
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.statusCode} ${invited.body}`);

  const token = await latestInvitationToken(app, email);
  const form = await multipartBody({
    name: options.name ?? `${options.role} Member`,
    password: VALID_PASSWORD,
    confirmPassword: VALID_PASSWORD,
  });
  const completed = await app.inject({
    method: 'POST',
    url: `/api/team-members/complete/${token}`,
    payload: form.payload,
    headers: form.headers,
  });
  if (completed.statusCode !== 200)
    throw new Error(`invitation completion failed: ${completed.statusCode} ${completed.body}`);
  const { model } = completed.json();

  const members = await app.inject({ method: 'GET', url: '/api/team-members', headers: bearer(owner.token) });
  const member = (members.json().model as { id: string; userId: string }[]).find(
    (candidate) => candidate.userId === model.user.id,
  );
  if (!member) throw new Error(`the new member ${email} is not in the team list`);
  return {
    email,
    password: VALID_PASSWORD,
    userId: model.user.id,
    memberId: member.id,
    token: model.token,
    refreshToken: model.refresh_token,
  };
}
