// The demo business owner of the zero-setup start: signed up, e-mail confirmed, Google connected to a stand-in
// user, two locations linked, reviews synchronised, onboarding finished. Everything goes through the real API
// (and the stand-in's real consent page), so the demo's reviews are what the real sync stores. Idempotent: an
// owner already set up is left as it is; one left half-way resumes at its step.
//
//   node tools/start/seed-demo.mjs [--api http://localhost:3000]      (npm start runs it after the API is up)
//
// Settings: SUMAA_DEMO_EMAIL, SUMAA_DEMO_PASSWORD, SUMAA_DEMO_GOOGLE_USER (a stand-in user's e-mail).
//
// The API calls of these steps are exported for tools/bench/review-requests.

export const DEMO_DEFAULTS = {
  email: 'demo@sumaa.local',
  password: 'Demo-Sumaa-2026',
  googleUser: 'faisal@cafe-riyadh.example',
  fullName: 'فيصل الدوسري',
  businessName: 'مقهى الرياض',
  phone: '0551234567',
  activity: 'cafes',
  locationsToLink: 2,
};

const SYNC_TIMEOUT_MS = 180_000;

class DemoSeedError extends Error {}

/** One API call in the envelope; returns { status, body } without throwing on HTTP errors. */
export async function call(apiUrl, path, { method = 'GET', token, businessId, json, headers = {} } = {}) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'Accept-Language': 'ar-SA',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(businessId ? { 'X-Business-Id': businessId } : {}),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = { success: false, message: text.slice(0, 200) };
  }
  return { status: response.status, body };
}

export async function expectModel(promise, what) {
  const { status, body } = await promise;
  if (!body?.success) throw new DemoSeedError(`${what} failed (${status}): ${body?.message ?? 'no message'}`);
  return body.model;
}

export async function signIn(apiUrl, email, password) {
  const { status, body } = await call(apiUrl, '/api/UsernameAuth/AdminSignIn', {
    method: 'POST',
    json: { username: email, password },
  });
  if (body?.success) return body.model;
  if (status === 401 || status === 400) return null;
  throw new DemoSeedError(`signing in failed (${status}): ${body?.message ?? ''}`);
}

async function otpFromOutbox(apiUrl, email) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    if (response.status === 404) {
      throw new DemoSeedError(
        'the e-mail outbox is not served (SMTP_URL set or production): the demo needs it',
      );
    }
    const mails = response.ok ? await response.json() : [];
    const code = mails.find((mail) => mail.to.toLowerCase() === email)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new DemoSeedError(`no verification code reached ${email}`);
}

/**
 * The demo team (owner, manager, two agents, viewer) is five people and grows in the e2e run, so the demo
 * business chooses, as a visitor would on /pricing, the plan without a team limit (else the largest).
 */
async function roomiestPlanId(apiUrl) {
  const { body } = await call(apiUrl, '/api/Plans?lang=en');
  const plans = Array.isArray(body?.model) ? body.model : [];
  const size = (plan) => (plan.maxUsers === null ? Number.POSITIVE_INFINITY : plan.maxUsers);
  return plans.sort((a, b) => size(b) - size(a))[0]?.id;
}

async function register(apiUrl, demo) {
  const planId = await roomiestPlanId(apiUrl);
  const { status, body } = await call(apiUrl, '/api/UsernameAuth/RegisterCompany', {
    method: 'POST',
    json: {
      email: demo.email,
      Full_name: demo.fullName,
      Business_name: demo.businessName,
      Phone: demo.phone,
      Password: demo.password,
      ActivityType: demo.activity,
      ...(planId ? { PlanId: planId } : {}),
    },
  });
  if (body?.success) return;
  if (status === 409) {
    throw new DemoSeedError(
      `${demo.email} already exists with another password: set SUMAA_DEMO_PASSWORD to it, or SUMAA_DEMO_EMAIL to another address`,
    );
  }
  throw new DemoSeedError(`signing up ${demo.email} failed (${status}): ${body?.message ?? ''}`);
}

export async function confirmEmail(apiUrl, email) {
  await expectModel(
    call(apiUrl, '/api/UsernameAuth/confirm-email-jwt', {
      method: 'POST',
      json: { email, Otp: await otpFromOutbox(apiUrl, email) },
    }),
    'confirming the e-mail',
  );
}

function cookieOf(response) {
  return (response.headers.getSetCookie?.() ?? [])
    .map((line) => line.split(';')[0])
    .filter(Boolean)
    .join('; ');
}

/**
 * The popup flow without a browser: the one-time URL, the API's redirect to the consent page (keeping the
 * cookie that binds the flow to this "browser"), the stand-in's consent form with the chosen user and Allow,
 * and the API's callback, which stores the tokens and answers the popup page.
 */
export async function connectGoogle(apiUrl, session, googleUser) {
  const auth = { token: session.token, businessId: session.user.businessId };
  const { url } = await expectModel(
    call(apiUrl, '/api/Auth/google-login/ticket', { method: 'POST', ...auth }),
    'asking for the Google ticket',
  );
  const start = await fetch(url, { redirect: 'manual' });
  const consentUrl = start.headers.get('location');
  if (!consentUrl) throw new DemoSeedError(`the Google start answered ${start.status} without a redirect`);
  const bindingCookie = cookieOf(start);

  const consentPage = await (await fetch(consentUrl)).text();
  const requestId = consentPage.match(/name="request" value="([^"]+)"/)?.[1];
  const account = [
    ...consentPage.matchAll(/value="([^"]+)"[^>]*>\s*<span>[\s\S]*?class="email">([^<]+)</g),
  ].find(([, , email]) => email.trim().toLowerCase() === googleUser.toLowerCase())?.[1];
  if (!requestId || !account) throw new DemoSeedError(`${googleUser} is not on the stand-in's consent page`);

  const consent = await fetch(new URL('/o/oauth2/v2/auth/consent', consentUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: requestId, account, decision: 'allow' }),
  });
  const callbackUrl = consent.headers.get('location');
  if (!callbackUrl) throw new DemoSeedError(`the consent answered ${consent.status} without a redirect`);

  const callback = await fetch(callbackUrl, { redirect: 'manual', headers: { Cookie: bindingCookie } });
  const page = await callback.text();
  if (!page.includes('data-status="connected"')) {
    throw new DemoSeedError(`the Google callback did not connect (${callback.status})`);
  }
}

/** Asks Google for the locations: that uses (and refreshes) the stored tokens, so a dead grant shows here. */
async function googleStillConnected(apiUrl, session) {
  const { status, body } = await call(apiUrl, '/api/integration/google/locations', {
    token: session.token,
    businessId: session.user.businessId,
  });
  if (body?.success) return true;
  if (status === 401) return false;
  throw new DemoSeedError(`checking the Google connection failed (${status}): ${body?.message ?? ''}`);
}

export async function linkLocations(apiUrl, session, count) {
  const auth = { token: session.token, businessId: session.user.businessId };
  const { items } = await expectModel(
    call(apiUrl, '/api/integration/google/locations', auth),
    'listing the Google locations',
  );
  const chosen = items.filter((location) => location.reviewCount > 0).slice(0, count);
  if (chosen.length === 0) throw new DemoSeedError('the Google user has no location with reviews to link');
  await expectModel(
    call(apiUrl, '/api/locations/link', {
      method: 'POST',
      ...auth,
      json: { placeIds: chosen.map((location) => location.id) },
    }),
    'linking the locations',
  );
}

async function synchronise(apiUrl, session) {
  const auth = { token: session.token, businessId: session.user.businessId };
  let job = await expectModel(
    call(apiUrl, '/api/reviews/sync', { method: 'POST', ...auth, json: { maxPerLocation: 100 } }),
    'starting the review sync',
  );
  const started = Date.now();
  while (job.status === 'queued' || job.status === 'running') {
    if (Date.now() - started > SYNC_TIMEOUT_MS)
      throw new DemoSeedError('the review sync did not finish in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
    job = await expectModel(call(apiUrl, `/api/reviews/sync/${job.id}`, auth), 'reading the review sync');
  }
  if (job.status !== 'completed') {
    throw new DemoSeedError(`the review sync failed at ${job.error?.stage}: ${job.error?.message}`);
  }
  return job.summary;
}

/**
 * The sync's completion moves the wizard to its last step through an event the job queue delivers, a moment after
 * the sync reads completed (on a cluster, maybe by another process at its next poll): until then finishing
 * answers 409, so it is tried again for a while.
 */
async function finishOnboarding(apiUrl, session) {
  const started = Date.now();
  for (;;) {
    const answer = await call(apiUrl, '/api/onboarding/finish', {
      method: 'POST',
      token: session.token,
      businessId: session.user.businessId,
      json: { startTour: false },
    });
    if (answer.body?.success) return;
    if (answer.status !== 409 || Date.now() - started > 20_000)
      throw new DemoSeedError(
        `finishing the onboarding failed (${answer.status}): ${answer.body?.message ?? 'no message'}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Sets the demo owner up (or finds it done) and returns what it holds. */
export async function seedDemoOwner(apiUrl, overrides = {}) {
  const demo = { ...DEMO_DEFAULTS, ...overrides };
  demo.email = demo.email.toLowerCase();

  let session = await signIn(apiUrl, demo.email, demo.password);
  if (!session) {
    await register(apiUrl, demo);
    session = await signIn(apiUrl, demo.email, demo.password);
  }
  if (!session) throw new DemoSeedError(`${demo.email} cannot sign in after signing up`);
  if (!session.user.emailConfirmed) {
    await expectModel(
      call(apiUrl, '/api/UsernameAuth/send-email-otp', { method: 'POST', json: { email: demo.email } }),
      'sending the verification code',
    ).catch(() => undefined); // sign-up already sent one
    await confirmEmail(apiUrl, demo.email);
    session = await signIn(apiUrl, demo.email, demo.password);
  }

  const alreadyDone = session.user.currentStep >= 4;
  let summary = null;
  // The stand-in keeps its tokens in memory: after a restart the stored ones are refused, so connect again
  // (the linked locations and synced reviews stay).
  const needsGoogle = session.user.currentStep <= 0 || !(await googleStillConnected(apiUrl, session));
  if (needsGoogle) await connectGoogle(apiUrl, session, demo.googleUser);
  if (session.user.currentStep <= 1) await linkLocations(apiUrl, session, demo.locationsToLink);
  if (session.user.currentStep <= 2) summary = await synchronise(apiUrl, session);
  if (session.user.currentStep <= 3) await finishOnboarding(apiUrl, session);
  if (!summary) {
    const latest = await call(apiUrl, '/api/reviews/sync/latest', {
      token: session.token,
      businessId: session.user.businessId,
    });
    summary = latest.body?.model?.summary ?? null;
  }
  return {
    email: demo.email,
    password: demo.password,
    googleUser: demo.googleUser,
    alreadyDone,
    reconnected: alreadyDone && needsGoogle,
    summary,
  };
}

function fromEnvironment() {
  return {
    ...(process.env.SUMAA_DEMO_EMAIL ? { email: process.env.SUMAA_DEMO_EMAIL } : {}),
    ...(process.env.SUMAA_DEMO_PASSWORD ? { password: process.env.SUMAA_DEMO_PASSWORD } : {}),
    ...(process.env.SUMAA_DEMO_GOOGLE_USER ? { googleUser: process.env.SUMAA_DEMO_GOOGLE_USER } : {}),
  };
}

/** For npm start: seeds, and says in one line what happened (a failure does not stop the product). */
export async function seedDemoOwnerForStart(apiUrl) {
  try {
    const demo = await seedDemoOwner(apiUrl, fromEnvironment());
    const numbers = [
      demo.summary ? `${demo.summary.locations} locations, ${demo.summary.reviews} reviews` : '',
      demo.reconnected ? 'Google connected again' : '',
    ]
      .filter(Boolean)
      .join('; ');
    return { ok: true, demo, numbers };
  } catch (error) {
    return { ok: false, message: error instanceof DemoSeedError ? error.message : String(error) };
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apiIndex = process.argv.indexOf('--api');
  const apiUrl = apiIndex > 0 ? process.argv[apiIndex + 1] : `http://localhost:${process.env.PORT ?? 3000}`;
  const result = await seedDemoOwnerForStart(apiUrl);
  if (!result.ok) {
    console.error(`Demo owner not ready: ${result.message}`);
    process.exit(1);
  }
  console.log(
    `Demo owner ${result.demo.alreadyDone ? 'already set up' : 'ready'}: ${result.demo.email} / ${result.demo.password} (${result.numbers})`,
  );
}
