#!/usr/bin/env node
// How fast the review inbox answers a person (issue 10, "Speed"): in Debian's Chromium, with the demo business
// brought to 10,000 reviews, typing in the search box and changing a filter must update the list within 100 ms
// of the API's response. Printed per interaction: the event's own duration (what interaction-to-next-paint
// counts, from the Event Timing API) and the time from the end of the GET /api/Reviews response to the next
// paint after the list changed. A benchmark, not a test: it prints figures and never fails on them.
//
// Against a product already running on the embedded defaults (`npm start`): it adds reviews at the Google
// stand-in until the demo business holds --reviews (default 10,000), brings them in with "Sync now"'s
// incremental sync, then drives the inbox.
//
// Usage: npm run bench:inbox -- [--reviews 10000] [--rounds 5] [--url http://localhost:4200]
//   [--api http://localhost:3000] [--standin http://localhost:4300]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: flags } = parseArgs({
  options: {
    reviews: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '5' },
    url: { type: 'string', default: 'http://localhost:4200' },
    api: { type: 'string', default: 'http://localhost:3000' },
    standin: { type: 'string', default: 'http://localhost:4300' },
  },
});
const TARGET = Number(flags.reviews);
const ROUNDS = Number(flags.rounds);
const DEMO = {
  email: 'demo@sumaa.local',
  password: 'Demo-Sumaa-2026',
  googleUser: 'faisal@cafe-riyadh.example',
};
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WORDS = [
  'القهوة',
  'الخدمة',
  'المكان',
  'الموظفين',
  'الأسعار',
  'coffee',
  'service',
  'staff',
  'price',
  'clean',
];

async function json(url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: await response.json() };
}

async function signIn() {
  const { body } = await json(`${flags.api}/api/UsernameAuth/AdminSignIn`, {
    method: 'POST',
    body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
  });
  if (!body.success)
    throw new Error(`the demo owner could not sign in (${body.message}); is npm start running?`);
  return body.model;
}

const authorised = (session) => ({ Authorization: `Bearer ${session.token}` });

async function reviewTotal(session) {
  const { body } = await json(`${flags.api}/api/Reviews?pageSize=1`, { headers: authorised(session) });
  return body.model.total;
}

/** Adds reviews at the stand-in's locations the demo business has linked, then syncs them in. */
async function growTo(session, target) {
  const have = await reviewTotal(session);
  if (have >= target) return have;
  const { body: first } = await json(`${flags.api}/api/Reviews?pageSize=100`, {
    headers: authorised(session),
  });
  const linkedTitles = new Set(first.model.items.map((review) => review.locationName));
  const { body: directory } = await json(`${flags.standin}/__standin/users`);
  const user = directory.users.find((candidate) => candidate.email === DEMO.googleUser);
  const locations = user.accounts
    .flatMap((account) => account.locations)
    .filter((l) => linkedTitles.has(l.title));
  const missing = target - have;
  process.stdout.write(`adding ${missing.toLocaleString('en')} reviews at the stand-in… `);
  const now = Date.now();
  const add = async (index) => {
    const stars = 1 + (index % 5);
    const words = [
      WORDS[index % WORDS.length],
      WORDS[(index * 7) % WORDS.length],
      WORDS[(index * 3) % WORDS.length],
    ];
    await json(`${flags.standin}/__standin/reviews`, {
      method: 'POST',
      body: JSON.stringify({
        location: locations[index % locations.length].name,
        starRating: stars,
        comment: `${words.join(' ')} ${index}`,
        reviewerName: `Reviewer ${index}`,
        // Newer than every review held, so the incremental sync reads them all before it stops.
        createTime: new Date(now - (missing - index) * 1000).toISOString(),
      }),
    });
  };
  for (let start = 0; start < missing; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, missing - start) }, (_, offset) => add(start + offset)),
    );
  }
  console.log('syncing…');
  const started = await json(`${flags.api}/api/reviews/sync`, {
    method: 'POST',
    headers: authorised(session),
    body: JSON.stringify({ maxPerLocation: 1000, mode: 'incremental' }),
  });
  const jobId = started.body.model.id;
  for (;;) {
    const { body } = await json(`${flags.api}/api/reviews/sync/${jobId}`, { headers: authorised(session) });
    if (body.model.status === 'completed' || body.model.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return reviewTotal(session);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Installed in the page: Event Timing entries, and the paint after each change of the review list. */
function instrument() {
  window.__inbox = { events: [], paints: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__inbox.events.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const observer = new MutationObserver(() => {
    const changedAt = performance.now();
    requestAnimationFrame(() =>
      setTimeout(() => window.__inbox.paints.push({ changedAt, paintedAt: performance.now() })),
    );
  });
  const watch = () => {
    const list = document.querySelector('main [aria-label="Reviews"], main [aria-label="المراجعات"]');
    if (list) observer.observe(list, { childList: true, subtree: true, characterData: true });
    else setTimeout(watch, 100);
  };
  watch();
}

async function measure(page, action) {
  const responseEnded = page
    .waitForResponse(
      (response) => /\/api\/Reviews\?/.test(response.url()) && response.request().method() === 'GET',
    )
    .then(async (response) => {
      await response.finished();
      return page.evaluate(() => performance.now());
    });
  await page.evaluate(() => {
    window.__inbox.paints = [];
    window.__inbox.events = [];
  });
  await action();
  const endedAt = await responseEnded;
  await page.waitForTimeout(400);
  const { paints, events } = await page.evaluate(() => window.__inbox);
  const paint = paints.find((candidate) => candidate.changedAt >= endedAt - 5);
  return {
    responseToPaint: paint ? paint.paintedAt - endedAt : Number.NaN,
    eventDuration: Math.max(0, ...events.map((event) => event.duration)),
  };
}

const session = await signIn();
const total = await growTo(session, TARGET);
console.log(`the demo business holds ${total.toLocaleString('en')} reviews`);

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
for (const language of ['ar', 'en']) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([token, refresh, lang]) => {
      localStorage.setItem('jwt_token', token);
      localStorage.setItem('refresh_token', refresh);
      localStorage.setItem('lang', lang);
    },
    [session.token, session.refresh_token, language],
  );
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await page.goto(`${flags.url}/customer/reviews`);
  await page.getByRole('article').first().waitFor();
  const search = page.getByLabel(
    language === 'ar' ? 'ابحث في النص أو اسم المراجِع' : 'Search text or reviewer',
    {
      exact: true,
    },
  );
  const stars = page.getByLabel(language === 'ar' ? 'التقييم' : 'Rating', { exact: true });
  const results = { search: [], filter: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    results.search.push(await measure(page, () => search.fill(WORDS[round % WORDS.length])));
    results.filter.push(
      await measure(page, () => stars.selectOption(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'][round % 5])),
    );
  }
  for (const [name, rounds] of Object.entries(results)) {
    const toPaint = rounds.map((r) => r.responseToPaint).filter(Number.isFinite);
    const events = rounds.map((r) => r.eventDuration);
    console.log(
      `${language} ${name.padEnd(6)} response → paint p50 ${percentile(toPaint, 50).toFixed(0)} ms, max ${Math.max(...toPaint).toFixed(0)} ms` +
        ` (target ≤ 100 ms: ${Math.max(...toPaint) <= 100 ? 'yes' : 'NO'}); longest input event ${Math.max(...events) > 0 ? `${Math.max(...events).toFixed(0)} ms` : 'under 16 ms (none reported)'}` +
        ` (${rounds.length} rounds)`,
    );
  }
  await context.close();
}
await browser.close();
