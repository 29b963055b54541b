// The super admin must use two-factor sign-in (issue 21, L5), so the specs share one enrolment of the e2e run's
// super admin: the first sign-in (whichever spec comes first) answers "enrol", and this enrols through the API
// with the key it is given; every later sign-in answers the challenge with a code made from that key. The key,
// the recovery codes, the last 30-second step used (the API takes each step once) and a session still good for
// a while are kept in a file in the run's data folder, under a lock, so both browser workers share them.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API_URL, SUPER_ADMIN, type ApiSession } from './product';
import { AuthenticatorApp } from './totp';

interface Enrolment {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
  session: (ApiSession & { expiresAt: number }) | null;
}

/** A session handed out again only while its access token has this long left (a spec may run a few minutes). */
const REUSE_MARGIN_MS = 5 * 60_000;
const LOCK_STALE_MS = 120_000;

function dataDir(): string {
  const dir = process.env.DATA_DIR;
  if (!dir) throw new Error('DATA_DIR is not set: run the suite through tools/test/e2e.mjs');
  return dir;
}
const statePath = () => path.join(dataDir(), 'e2e-super-admin-two-factor.json');
const lockPath = () => path.join(dataDir(), 'e2e-super-admin-two-factor.lock');

function readEnrolment(): Enrolment | null {
  try {
    return JSON.parse(readFileSync(statePath(), 'utf8')) as Enrolment;
  } catch {
    return null;
  }
}
const writeEnrolment = (enrolment: Enrolment) => writeFileSync(statePath(), JSON.stringify(enrolment));

/** One worker at a time: mkdir is atomic; a lock left by a crashed worker is taken over after two minutes. */
async function withLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockPath());
      break;
    } catch {
      try {
        if (Date.now() - statSync(lockPath()).mtimeMs > LOCK_STALE_MS)
          rmSync(lockPath(), { recursive: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockPath(), { recursive: true, force: true });
  }
}

/** What the sign-in's routes answer in `model`, by route: a second step, a setup, an enrolment, a session. */
type Answer = Partial<ApiSession> & {
  enrolmentToken?: string;
  challenge?: string;
  secret?: string;
  recoveryCodes?: string[];
  session?: ApiSession;
};

async function post(pathname: string, body: object, token?: string) {
  const response = await fetch(`${API_URL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; model: Answer | null },
  };
}

/** A code of a step no sign-in has used, recorded as used (call it inside the lock). */
async function takeCode(enrolment: Enrolment): Promise<string> {
  const app = new AuthenticatorApp(enrolment.secret);
  app.usedStep(enrolment.lastStep);
  const { code, step } = await app.freshCode();
  enrolment.lastStep = step;
  writeEnrolment(enrolment);
  return code;
}

async function stillValid(session: Enrolment['session']): Promise<boolean> {
  if (!session || session.expiresAt - Date.now() < REUSE_MARGIN_MS) return false;
  return (await post('/api/UsernameAuth/user', {}, session.token)).status === 200;
}

async function signInFresh(): Promise<{ session: ApiSession; enrolment: Enrolment }> {
  const first = await post('/api/UsernameAuth/AdminSignIn', {
    username: SUPER_ADMIN.email,
    password: SUPER_ADMIN.password,
  });
  if (first.status === 403 && first.body.model?.enrolmentToken) {
    const { enrolmentToken } = first.body.model;
    const setup = await post('/api/UsernameAuth/two-factor/enrolment/setup', { enrolmentToken });
    if (setup.status !== 200)
      throw new Error(`the super admin's enrolment failed: ${JSON.stringify(setup.body)}`);
    const enrolment: Enrolment = {
      secret: setup.body.model!.secret!,
      recoveryCodes: [],
      lastStep: 0,
      session: null,
    };
    const confirmed = await post('/api/UsernameAuth/two-factor/enrolment/confirm', {
      enrolmentToken,
      code: await takeCode(enrolment),
    });
    if (confirmed.status !== 200)
      throw new Error(`the enrolment's code was refused: ${JSON.stringify(confirmed.body)}`);
    enrolment.recoveryCodes = confirmed.body.model!.recoveryCodes!;
    return { session: confirmed.body.model!.session!, enrolment };
  }
  const enrolment = readEnrolment();
  // A product from before two-factor was required of the super admin: the password alone signs in.
  if (first.status === 200 && first.body.model?.token) {
    return {
      session: first.body.model as ApiSession,
      enrolment: enrolment ?? { secret: '', recoveryCodes: [], lastStep: 0, session: null },
    };
  }
  if (first.status !== 401 || !first.body.model?.challenge || !enrolment) {
    throw new Error(`the super admin's sign-in answered ${first.status}: ${JSON.stringify(first.body)}`);
  }
  const verified = await post('/api/UsernameAuth/two-factor/verify', {
    challenge: first.body.model.challenge,
    code: await takeCode(enrolment),
  });
  if (verified.status !== 200)
    throw new Error(`the super admin's code was refused: ${JSON.stringify(verified.body)}`);
  return { session: verified.body.model as ApiSession, enrolment };
}

/** A signed-in session of the super admin (enrolling them the first time), shared while it stays good. */
export function superAdminSession(): Promise<ApiSession> {
  return withLock(async () => {
    const kept = readEnrolment();
    if (kept && (await stillValid(kept.session))) return kept.session!;
    const { session, enrolment } = await signInFresh();
    const expiresIn = (session as ApiSession & { expiresIn?: number }).expiresIn ?? 900;
    writeEnrolment({ ...enrolment, session: { ...session, expiresAt: Date.now() + expiresIn * 1000 } });
    return session;
  });
}

/** The super admin's key and a fresh code of it, for a sign-in typed into the login page (enrolling first if needed). */
export async function superAdminCode(): Promise<string> {
  if (!readEnrolment()) await superAdminSession();
  return withLock(async () => takeCode(readEnrolment()!));
}

/** A recovery code of the super admin not handed out before (each works once). */
export async function superAdminRecoveryCode(): Promise<string> {
  if (!readEnrolment()) await superAdminSession();
  return withLock(async () => {
    const enrolment = readEnrolment()!;
    const code = enrolment.recoveryCodes.shift();
    if (!code) throw new Error('no recovery code of the super admin is left');
    writeEnrolment(enrolment);
    return code;
  });
}

const CODE_STEP = {
  en: { code: 'Verification code', verify: 'Verify and sign in' },
  ar: { code: 'رمز التحقق', verify: 'تحقق وسجّل الدخول' },
} as const;

/** After the super admin's password on the login page: the code step, answered with a fresh code. */
export async function answerSuperAdminCodeStep(page: Page, language: 'ar' | 'en'): Promise<void> {
  const texts = CODE_STEP[language];
  const field = page.getByRole('textbox', { name: texts.code });
  await field.waitFor();
  await field.fill(await superAdminCode());
  await page.getByRole('button', { name: texts.verify }).click();
}
