// The demo business's review requests for the zero-setup start (issue 23, "The demo"): a few contacts at its
// linked locations and one campaign sent by WhatsApp, so /customer/requests shows real data at once. Everything
// goes through the real API and the WhatsApp stand-in, as an owner and the customers would: the contacts are
// added one by one, the campaign is sent (the stand-in delivers it and posts its signed status webhooks), one
// customer's number is made undeliverable at the stand-in, one customer opens the link, one replies "إيقاف".
//
// Idempotent: contacts already there (same phone or e-mail) are left as they are, and the campaign is sent only
// while the business has no request at all.
//
// Quiet hours: the campaign is never forced through them. Sent at night (22:00–09:00 on the business's clock by
// default) it is queued by the server until they end, the start line says so, and the API sends it then; the
// link and the STOP reply are left out then, since nothing has reached the customers yet.
//
// The campaign goes out only through the WhatsApp stand-in: with a real provider configured it would message
// these made-up numbers for real.
//
//   node tools/start/seed-demo-requests.mjs [--api http://localhost:3000] [--whatsapp http://localhost:4500]

// Its own small client, not seed-demo.mjs's: that file awaits at its top level, which the jest tests of this one
// (loaded as CommonJS) cannot take.
async function call(apiUrl, path, { method = 'GET', token, businessId, json } = {}) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(businessId ? { 'X-Business-Id': businessId } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { success: false, message: text.slice(0, 200) } };
  }
}

async function expectModel(promise, what) {
  const { status, body } = await promise;
  if (!body?.success)
    throw new DemoRequestsError(`${what} failed (${status}): ${body?.message ?? 'no message'}`);
  return body.model;
}

/** Saudi customers, most Arabic-speaking, two English; one without a phone, one at the second branch. */
export const DEMO_CONTACTS = [
  { name: 'سارة القحطاني', phone: '0501112201', email: 'sara.alqahtani@example.com', language: 'ar' },
  { name: 'عبدالرحمن الشمري', phone: '0501112202', language: 'ar' },
  { name: 'نوف الحربي', phone: '0501112203', email: 'nouf.alharbi@example.com', language: 'ar' },
  { name: 'فهد المطيري', phone: '0501112204', language: 'ar' },
  { name: 'تركي الغامدي', email: 'turki.alghamdi@example.com', language: 'ar' },
  { name: 'Emily Carter', phone: '0501112206', email: 'emily.carter@example.com', language: 'en' },
  { name: 'Omar Haddad', phone: '0501112207', language: 'en' },
  { name: 'لمى السبيعي', phone: '0501112208', language: 'ar', secondLocation: true },
];

/** Who plays which part in the campaign, by the phone they were added with. */
export const DEMO_ROLES = {
  /** The stand-in reports the message undeliverable (Meta's 131026). */
  undeliverable: '0501112204',
  /** Opens the request's link (the landing page marks it clicked). */
  clicks: '0501112201',
  /** Replies "إيقاف" on WhatsApp: opted out. */
  stops: '0501112203',
};

const SETTLE_TIMEOUT_MS = 30_000;

class DemoRequestsError extends Error {}

/** +9665XXXXXXXX, as the server keeps a Saudi mobile written 05XXXXXXXX. */
export const e164 = (phone) => `+966${phone.slice(1)}`;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check, what, timeoutMs = SETTLE_TIMEOUT_MS) {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new DemoRequestsError(`${what} did not happen in time`);
    await pause(300);
  }
}

async function allContacts(apiUrl, auth) {
  const page = await expectModel(
    call(apiUrl, '/api/review-requests/contacts?pageSize=100', auth),
    'listing the contacts',
  );
  return page.items;
}

async function history(apiUrl, auth) {
  return expectModel(call(apiUrl, '/api/review-requests?pageSize=100', auth), 'reading the history');
}

/** Adds the contacts not there yet; answers every demo contact's id by its phone (or e-mail). */
async function addContacts(apiUrl, auth, locations) {
  const existing = await allContacts(apiUrl, auth);
  const idOf = new Map();
  let added = 0;
  for (const contact of DEMO_CONTACTS) {
    const key = contact.phone ?? contact.email;
    const found = existing.find(
      (each) =>
        (contact.phone && each.phone === e164(contact.phone)) ||
        (contact.email && each.email === contact.email),
    );
    if (found) {
      idOf.set(key, found.id);
      continue;
    }
    const location = contact.secondLocation ? (locations[1] ?? locations[0]) : locations[0];
    const created = await expectModel(
      call(apiUrl, '/api/review-requests/contacts', {
        ...auth,
        method: 'POST',
        json: {
          name: contact.name,
          ...(contact.phone ? { phone: contact.phone } : {}),
          ...(contact.email ? { email: contact.email } : {}),
          language: contact.language,
          locationId: location.locationId,
        },
      }),
      `adding the contact ${contact.name}`,
    );
    idOf.set(key, created.id);
    added += 1;
  }
  return { idOf, added };
}

async function armUndeliverable(whatsappUrl, phone) {
  const response = await fetch(`${whatsappUrl}/__standin/failures`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ to: e164(phone), code: 131026, title: 'Message undeliverable', stage: 'status' }),
  });
  if (!response.ok)
    throw new DemoRequestsError(`the WhatsApp stand-in refused a failure (${response.status})`);
}

async function replyStop(whatsappUrl, phone) {
  const response = await fetch(`${whatsappUrl}/__standin/inbound`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: e164(phone), text: 'إيقاف' }),
  });
  if (!response.ok)
    throw new DemoRequestsError(`the WhatsApp stand-in refused the reply (${response.status})`);
}

/** What the history holds, as "3 read, 1 clicked, 1 failed". */
function statusCounts(items) {
  const counts = new Map();
  for (const item of items) counts.set(item.status, (counts.get(item.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} ${status.replace('_', ' ')}`).join(', ');
}

/**
 * Sends the campaign: by WhatsApp, at the first linked location, to every contact there. Outside the quiet hours
 * it then waits for the stand-in's statuses, opens one link and has one customer reply STOP.
 */
async function sendCampaign(apiUrl, auth, { idOf, locations, whatsappUrl }) {
  const location = locations[0];
  const contactIds = DEMO_CONTACTS.filter((contact) => !contact.secondLocation).map((contact) =>
    idOf.get(contact.phone ?? contact.email),
  );
  await armUndeliverable(whatsappUrl, DEMO_ROLES.undeliverable);
  const result = await expectModel(
    call(apiUrl, '/api/review-requests', {
      ...auth,
      method: 'POST',
      json: { contactIds, channel: 'whatsapp', locationId: location.locationId },
    }),
    'sending the campaign',
  );
  const skipped = result.outcomes
    .filter((outcome) => outcome.outcome === 'skipped')
    .map((outcome) => outcome.reason);
  const skippedWords = skipped.length ? `, ${skipped.length} skipped (${skipped.join(', ')})` : '';
  if (result.sent === 0 && result.queued > 0) {
    const leavesAt = result.outcomes.find((outcome) => outcome.scheduledFor)?.scheduledFor;
    return `campaign by WhatsApp at ${location.locationName}: ${result.queued} queued until the quiet hours end (${leavesAt})${skippedWords}`;
  }

  const requestIds = new Set(result.outcomes.map((outcome) => outcome.requestId).filter(Boolean));
  const ours = async () => (await history(apiUrl, auth)).items.filter((item) => requestIds.has(item.id));
  await until(async () => (await ours()).every((item) => item.status !== 'queued'), 'the WhatsApp sends');
  // The stand-in posts sent, delivered and read within two seconds, or one failed; a late one changes only a word.
  await until(
    async () => (await ours()).every((item) => item.status === 'read' || item.status === 'failed'),
    'the WhatsApp statuses',
    10_000,
  ).catch(() => undefined);

  const requests = await ours();
  const contactOf = (phone) => idOf.get(phone);
  const clicked = requests.find((item) => item.contactId === contactOf(DEMO_ROLES.clicks));
  if (clicked) {
    const landing = await fetch(new URL(new URL(clicked.link).pathname, apiUrl));
    if (!landing.ok) throw new DemoRequestsError(`the landing page answered ${landing.status}`);
  }
  await replyStop(whatsappUrl, DEMO_ROLES.stops);
  await until(
    async () =>
      (await allContacts(apiUrl, auth)).find((each) => each.id === contactOf(DEMO_ROLES.stops))?.optedOutAt,
    'the opt-out by the STOP reply',
  );
  return `campaign by WhatsApp at ${location.locationName}: ${statusCounts(await ours())}${skippedWords}; 1 opted out by replying إيقاف`;
}

/**
 * Adds the demo contacts and sends the demo campaign for the demo owner's business (`owner`: its e-mail and
 * password). `whatsappUrl`: the WhatsApp stand-in the API sends through (null: no campaign).
 */
export async function seedDemoRequests(apiUrl, owner, { whatsappUrl = null } = {}) {
  const { body } = await call(apiUrl, '/api/UsernameAuth/AdminSignIn', {
    method: 'POST',
    json: { username: owner.email, password: owner.password },
  });
  if (!body?.success) throw new DemoRequestsError(`the demo owner ${owner.email} cannot sign in`);
  const auth = { token: body.model.token, businessId: body.model.user.businessId };

  const locations = await expectModel(
    call(apiUrl, '/api/review-requests/links', auth),
    'listing the locations',
  );
  if (locations.length === 0) throw new DemoRequestsError('the demo business has no linked location');
  const { idOf, added } = await addContacts(apiUrl, auth, locations);
  const contactsWords = `${DEMO_CONTACTS.length} contacts${added === DEMO_CONTACTS.length ? '' : ` (${added} added now)`}`;

  const past = await history(apiUrl, auth);
  if (past.total > 0) {
    return {
      added,
      campaign: 'existing',
      line: `${contactsWords}; ${past.total} requests (${statusCounts(past.items)})`,
    };
  }
  if (!whatsappUrl) {
    return {
      added,
      campaign: 'none',
      line: `${contactsWords}; no campaign (it is sent through the WhatsApp stand-in only)`,
    };
  }
  const settings = await expectModel(
    call(apiUrl, '/api/review-requests/settings', auth),
    'reading the settings',
  );
  if (!settings.channelsAvailable.includes('whatsapp') || !settings.channelsEnabled.includes('whatsapp')) {
    return {
      added,
      campaign: 'none',
      line: `${contactsWords}; no campaign (WhatsApp is not available to the API)`,
    };
  }
  const campaign = await sendCampaign(apiUrl, auth, { idOf, locations, whatsappUrl });
  return { added, campaign: 'sent', line: `${contactsWords}; ${campaign}` };
}

/** For npm start: one line saying what the demo's requests hold, or what went wrong (the product runs anyway). */
export async function seedDemoRequestsForStart(apiUrl, owner, options) {
  try {
    return { ok: true, ...(await seedDemoRequests(apiUrl, owner, options)) };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof DemoRequestsError ? error.message : String(error?.message ?? error),
    };
  }
}

// No top-level await: jest loads this file as CommonJS (tools/start/__tests__).
if (process.argv[1]?.endsWith('seed-demo-requests.mjs')) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const apiUrl = option('--api', `http://localhost:${process.env.PORT ?? 3000}`);
  const whatsappUrl = option('--whatsapp', `http://localhost:${process.env.WHATSAPP_STANDIN_PORT ?? 4500}`);
  void import('./seed-demo.mjs')
    .then(({ DEMO_DEFAULTS }) => {
      const owner = {
        email: process.env.SUMAA_DEMO_EMAIL ?? DEMO_DEFAULTS.email,
        password: process.env.SUMAA_DEMO_PASSWORD ?? DEMO_DEFAULTS.password,
      };
      return seedDemoRequestsForStart(apiUrl, owner, { whatsappUrl });
    })
    .then((result) => {
      if (!result.ok) {
        console.error(`Demo requests not ready: ${result.message}`);
        process.exit(1);
      }
      console.log(`Demo requests: ${result.line}`);
    });
}
