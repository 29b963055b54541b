#!/usr/bin/env node
// The kill test of the cluster (`npm run start:cluster` running; CI runs it in its cluster stage, through
// tools/test/e2e.mjs). While a client keeps reading the inbox through the load balancer, it kills (-9) the API
// process that holds a job, twice: once a reply being published to Google, once a review sync. Then it checks:
// - the product still answers: every request sent once HAProxy's health checks had time to take the dead process
//   out (2 checks 1 s apart, plus a second) succeeded, and HAProxy saw the process go down and come back;
// - no job is lost: the job the dead process held is finished by another worker after its lease; the reply is on
//   the Google stand-in once, as written; the sync stores each new review once, none lost or doubled.
// Each job is kept in flight by the stand-in's slow-answer fault. It prints what it measured and exits with 1 when
// a check fails. The lease is the cluster's JOBS_LEASE_SECONDS (CI shortens it; the default is 60 s).
//
//   node tools/cluster/kill-test.mjs [--dir .data/cluster]
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { seedDemoOwner } from '../start/seed-demo.mjs';
import { readClusterState } from './cluster-files.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.SUMAA_CLUSTER_DIR ?? path.join(root, '.data/cluster') },
  },
});
const clusterDir = path.resolve(options.dir);
const state = readClusterState(clusterDir);
const LB = state.loadBalancerUrl;
const STANDIN = state.googleStandinUrl;
const LEASE_MS = state.jobsLeaseSeconds * 1000;
/** HAProxy's `inter 1s fall 2` (haproxy.cfg), and a second for the check in progress. */
const TAKEN_OUT_WITHIN_MS = 3000;
/** What the Google stand-in answers this late while a job must stay in flight. */
const SLOW_GOOGLE_MS = 4000;
const NEW_REVIEWS = 20;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const failures = [];
function check(ok, what) {
  console.log(`  ${ok ? '✔' : '✖'} ${what}`);
  if (!ok) failures.push(what);
}

if (!STANDIN) {
  console.error('The kill test needs the Google stand-in (SUMAA_GOOGLE_STANDIN is off).');
  process.exit(2);
}
const db = new pg.Client({ connectionString: state.databaseUrl });
await db.connect();

async function api(pathname, { method = 'GET', session, json } = {}) {
  const response = await fetch(`${LB}${pathname}`, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(session
        ? { Authorization: `Bearer ${session.token}`, 'X-Business-Id': session.user.businessId }
        : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.success)
    throw new Error(
      `${method} ${pathname} answered ${response.status}: ${JSON.stringify(body)?.slice(0, 300)}`,
    );
  return body.model;
}

async function standin(pathname, { method = 'GET', json } = {}) {
  const response = await fetch(`${STANDIN}${pathname}`, {
    method,
    headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`stand-in ${method} ${pathname} answered ${response.status}`);
  return response.json();
}

async function waitUntil(what, timeoutMs, probe) {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

// HAProxy's view of each process, every 250 ms: when it went down and came back.
const haproxyChanges = [];
let watching = true;
const watchHaproxy = (async () => {
  const last = new Map();
  while (watching) {
    try {
      const csv = await (await fetch(`${state.statsUrl};csv`)).text();
      for (const line of csv.split('\n')) {
        const [proxy, server, ...fields] = line.split(',');
        if (proxy !== 'apis' || server === 'BACKEND' || server === 'FRONTEND') continue;
        const status = fields[15];
        if (last.get(server) !== status) haproxyChanges.push({ at: Date.now(), server, status });
        last.set(server, status);
      }
    } catch {
      // the status page is the load balancer's own; a miss is retried
    }
    await sleep(250);
  }
})();

// The client that keeps reading through the load balancer the whole time.
const samples = [];
let clientRunning = true;
async function keepReading(session) {
  while (clientRunning) {
    const at = Date.now();
    try {
      const response = await fetch(`${LB}/api/Reviews?pageSize=5`, {
        headers: { Authorization: `Bearer ${session.token}`, 'X-Business-Id': session.user.businessId },
      });
      await response.arrayBuffer();
      samples.push({ at, ok: response.ok, status: response.status });
    } catch (error) {
      samples.push({ at, ok: false, status: error.cause?.code ?? error.message });
    }
    // About 400 a minute: under the per-user floor of 600 (RATE_LIMIT_GLOBAL_PER_MINUTE) with the test's own calls.
    await sleep(150);
  }
}

/** Waits for the job row to be running, kills -9 the process holding it, and returns who and when. */
async function killHolderOf(table, businessId, id) {
  const held = await waitUntil(`the ${table} job to be claimed`, 20_000, async () => {
    const { rows } = await db.query(
      `SELECT status, locked_by FROM ${table} WHERE business_id = $1 AND id = $2`,
      [businessId, id],
    );
    return rows[0]?.status === 'running' && rows[0].locked_by ? rows[0].locked_by : null;
  });
  const pid = Number(held.split(':').at(-2));
  const process_ = readClusterState(clusterDir).apis.find((candidate) => candidate.pid === pid);
  if (!process_)
    throw new Error(`the ${table} job is held by ${held}, which is no API process of the cluster`);
  process.kill(pid, 'SIGKILL');
  const killedAt = Date.now();
  console.log(`  killed ${process_.name} (pid ${pid}) with -9 while it held the ${table} job (${held})`);
  return { worker: held, name: process_.name, pid, killedAt };
}

/** The workers that held the job after the kill, until it finished. */
async function waitForJobEnd(table, businessId, id, killed, isDone) {
  const holders = new Set();
  const done = await waitUntil(`the ${table} job to finish after the kill`, LEASE_MS + 60_000, async () => {
    const { rows } = await db.query(
      `SELECT status, locked_by, attempts, finished_at FROM ${table} WHERE business_id = $1 AND id = $2`,
      [businessId, id],
    );
    if (rows[0]?.locked_by && rows[0].locked_by !== killed.worker) holders.add(rows[0].locked_by);
    return (await isDone(rows[0])) ? rows[0] : null;
  });
  return { ...done, doneAt: Date.now(), holders: [...holders] };
}

function availabilityAround(killedAt, until) {
  const window = samples.filter((sample) => sample.at >= killedAt && sample.at <= until);
  const settled = window.filter((sample) => sample.at >= killedAt + TAKEN_OUT_WITHIN_MS);
  const failed = (list) => list.filter((sample) => !sample.ok);
  return {
    window,
    settled,
    failedEarly: failed(window).length - failed(settled).length,
    failedSettled: failed(settled),
  };
}

function haproxyTimeline(name, killedAt) {
  const after = haproxyChanges.filter((change) => change.server === name && change.at >= killedAt);
  const down = after.find((change) => change.status.startsWith('DOWN'));
  const up = down && after.find((change) => change.at > down.at && change.status === 'UP');
  return { down: down && down.at - killedAt, up: up && up.at - killedAt };
}

async function bothProcessesBackUp() {
  await waitUntil('every API process to be up again behind HAProxy', 60_000, async () => {
    const current = readClusterState(clusterDir).apis;
    if (current.some((entry) => !entry.pid)) return false;
    const csv = await (await fetch(`${state.statsUrl};csv`)).text();
    const statuses = csv
      .split('\n')
      .map((line) => line.split(','))
      .filter(([proxy, server]) => proxy === 'apis' && server.startsWith('api-'))
      .map((fields) => fields[17]);
    return statuses.length === current.length && statuses.every((status) => status === 'UP');
  });
}

let exitCode = 0;
let reader;
try {
  console.log(`Kill test through ${LB} (${state.apis.length} API processes, job lease ${LEASE_MS / 1000} s)`);
  await bothProcessesBackUp();
  const stamp = Date.now().toString(36);
  const owner = { email: `kill-test-${stamp}@sumaa.test`, password: 'Kill-Test-2026' };
  await seedDemoOwner(LB, {
    ...owner,
    googleUser: 'olivia@palmcrescent-hotels.example',
    fullName: 'Olivia Bennett',
    businessName: `Palm Crescent ${stamp}`,
    locationsToLink: 1,
  });
  const session = await api('/api/UsernameAuth/AdminSignIn', {
    method: 'POST',
    json: { username: owner.email, password: owner.password },
  });
  const businessId = session.user.businessId;
  console.log(`  a business of its own: ${owner.email}, one hotel linked and synced`);
  reader = keepReading(session);

  // 1. A reply being published to Google.
  console.log('\n1. kill the process publishing a reply');
  const page = await api('/api/Reviews?replied=unreplied&pageSize=1', { session });
  const review = page.items[0];
  const { rows: named } = await db.query(
    'SELECT google_name FROM reviews WHERE business_id = $1 AND id = $2',
    [businessId, review.id],
  );
  const googleName = named[0].google_name;
  const location = googleName.slice(0, googleName.indexOf('/reviews/'));
  const content = `Thank you for staying with us (kill test ${stamp}).`;
  const before = (await standin('/__standin/state')).replies.updated;
  await standin('/__standin/faults', { method: 'POST', json: { delayMs: SLOW_GOOGLE_MS } });
  await api(`/api/Reviews/${review.id}/reply`, { method: 'POST', session, json: { content } });
  const replyKill = await killHolderOf('review_replies', businessId, review.id);
  await standin('/__standin/faults', { method: 'DELETE' });
  const reply = await waitForJobEnd('review_replies', businessId, review.id, replyKill, async () => {
    const { rows } = await db.query(
      'SELECT reply_status FROM review_replies WHERE business_id = $1 AND id = $2',
      [businessId, review.id],
    );
    return rows[0]?.reply_status === 'published';
  });
  const atGoogle = (await standin(`/__standin/${location}/reviews`)).reviews.find(
    (item) => item.name === googleName,
  );
  const inSumaa = await api(`/api/Reviews/${review.id}`, { session });
  const sent = (await standin('/__standin/state')).replies.updated - before;
  console.log(
    `  published ${((reply.doneAt - replyKill.killedAt) / 1000).toFixed(1)} s after the kill, attempt ${reply.attempts}, by ${reply.holders.join(', ') || '(not seen)'}; PUTs of the reply at the stand-in: ${sent}`,
  );
  check(reply.attempts >= 2, 'another worker took the reply over (a second attempt) and published it');
  check(
    reply.doneAt - replyKill.killedAt >= LEASE_MS - 2000,
    `the take-over waited for the lease (${LEASE_MS / 1000} s) to run out`,
  );
  check(
    atGoogle?.reviewReply?.comment === content,
    'the reply is on the Google stand-in, exactly as written, once',
  );
  check((inSumaa.reply ?? inSumaa.review?.reply) === content, 'the inbox shows the reply published');

  // 2. A review sync.
  console.log('\n2. kill the process running a review sync');
  await bothProcessesBackUp();
  const added = [];
  for (let index = 0; index < NEW_REVIEWS; index += 1) {
    const created = await standin('/__standin/reviews', {
      method: 'POST',
      json: { location, starRating: 1 + (index % 5), comment: `Kill test review ${stamp} #${index + 1}` },
    });
    added.push(created.name);
  }
  const countBefore = Number(
    (await db.query('SELECT count(*) FROM reviews WHERE business_id = $1', [businessId])).rows[0].count,
  );
  await standin('/__standin/faults', { method: 'POST', json: { delayMs: SLOW_GOOGLE_MS } });
  const job = await api('/api/reviews/sync', { method: 'POST', session, json: {} });
  const syncKill = await killHolderOf('sync_jobs', businessId, job.id);
  await standin('/__standin/faults', { method: 'DELETE' });
  const sync = await waitForJobEnd('sync_jobs', businessId, job.id, syncKill, async (row) => {
    if (row?.status === 'failed') throw new Error('the sync failed after the kill');
    return row?.status === 'completed';
  });
  const { rows: stored } = await db.query(
    'SELECT google_name, count(*)::int AS copies FROM reviews WHERE business_id = $1 GROUP BY google_name',
    [businessId],
  );
  const copies = new Map(stored.map((row) => [row.google_name, row.copies]));
  const countAfter = stored.reduce((sum, row) => sum + row.copies, 0);
  console.log(
    `  completed ${((sync.doneAt - syncKill.killedAt) / 1000).toFixed(1)} s after the kill, attempt ${sync.attempts}, by ${sync.holders.join(', ') || '(not seen)'}; reviews ${countBefore} → ${countAfter}`,
  );
  check(sync.attempts >= 2, 'another worker took the sync over (a second attempt) and completed it');
  check(
    sync.doneAt - syncKill.killedAt >= LEASE_MS - 2000,
    `the take-over waited for the lease (${LEASE_MS / 1000} s) to run out`,
  );
  check(
    added.every((name) => copies.get(name) === 1),
    `each of the ${NEW_REVIEWS} new reviews is stored once`,
  );
  check(
    [...copies.values()].every((count) => count === 1),
    'no review is stored twice',
  );
  check(countAfter === countBefore + NEW_REVIEWS, 'no review lost: the count grew by exactly the new ones');

  // 3. The product answered throughout.
  console.log('\n3. the load balancer routed around the dead process');
  for (const [what, kill, until] of [
    ['reply', replyKill, reply.doneAt],
    ['sync', syncKill, sync.doneAt],
  ]) {
    const seen = availabilityAround(kill.killedAt, until);
    const timeline = haproxyTimeline(kill.name, kill.killedAt);
    console.log(
      `  ${what}: ${seen.window.length} reads from the kill until the job finished; ${seen.failedEarly} failed in the first ${TAKEN_OUT_WITHIN_MS / 1000} s, ${seen.failedSettled.length} of ${seen.settled.length} after; HAProxy: ${kill.name} down after ${timeline.down === undefined ? '?' : `${(timeline.down / 1000).toFixed(1)} s`}, up again after ${timeline.up === undefined ? '?' : `${(timeline.up / 1000).toFixed(1)} s`}`,
    );
    check(seen.settled.length > 10, `${what}: the client kept reading after the kill`);
    check(
      seen.failedSettled.length === 0,
      `${what}: every read ${TAKEN_OUT_WITHIN_MS / 1000} s or more after the kill succeeded${seen.failedSettled.length ? ` (failed: ${seen.failedSettled.map((sample) => sample.status).join(', ')})` : ''}`,
    );
    check(timeline.down !== undefined, `${what}: HAProxy took ${kill.name} out`);
    check(timeline.up !== undefined, `${what}: ${kill.name} was started again and HAProxy put it back`);
  }
} catch (error) {
  console.error(`\n✖ the kill test could not run to its end: ${error.message}`);
  exitCode = 1;
} finally {
  clientRunning = false;
  watching = false;
  await Promise.allSettled([reader, watchHaproxy]);
  await standin('/__standin/faults', { method: 'DELETE' }).catch(() => undefined);
  await db.end();
}
const total = samples.length;
const failed = samples.filter((sample) => !sample.ok).length;
console.log(`\nReads through the load balancer: ${total}, failed ${failed}.`);
if (failures.length > 0 || exitCode !== 0) {
  console.error(`✖ Kill test failed${failures.length ? `: ${failures.join('; ')}` : ''}`);
  process.exit(1);
}
console.log('✔ Kill test passed.');
