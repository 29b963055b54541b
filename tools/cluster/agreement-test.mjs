#!/usr/bin/env node
// The agreement test of the cluster (`npm run start:cluster` running; CI runs it in its cluster stage, before the
// kill test, through tools/test/e2e.mjs): two API processes behind pgbouncer, each with its own DATA_DIR, must
// agree as if they were one. It talks to each process on its own port, alternating as a round-robin load balancer
// would, so every check crosses from one process to the other:
// - mail and logins: an account registered on one gets its code by mail read on the other, confirms there, and
//   a token signed in on one works on the other until signed out on the one: then at once refused on the other;
// - files: a logo uploaded through one is served by the other, and gone from both once removed on the other;
// - rate limits: the per-user floor counts once for both (the first 429 comes right after the limit the replies
//   announce, not at twice it);
// - lockouts: five wrong codes for an address without an account lock it on either process, as for a real one
//   (per process, the sixth try was not refused: an enumeration signal).
// Jobs across processes are the kill test's (tools/cluster/kill-test.mjs). It prints each check and exits with 1
// when one fails.
//
//   node tools/cluster/agreement-test.mjs [--dir .data/cluster]
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { readClusterState } from './cluster-files.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.SUMAA_CLUSTER_DIR ?? path.join(root, '.data/cluster') },
  },
});
const state = readClusterState(path.resolve(options.dir));
if (state.apis.length < 2) {
  console.error('The agreement test needs two API processes (npm run start:cluster -- --apis 2).');
  process.exit(2);
}
/** The processes themselves, past the load balancer: request i goes to process i mod 2. */
const processes = state.apis
  .slice(0, 2)
  .map((api) => ({ name: api.name, url: `http://127.0.0.1:${api.port}` }));

const failures = [];
function check(ok, what, detail = '') {
  console.log(`  ${ok ? '✔' : '✖'} ${what}${ok || !detail ? '' : ` — ${detail}`}`);
  if (!ok) failures.push(what);
}

/**
 * A client address of each check's own (the processes trust the local load balancer's X-Forwarded-For), so the
 * per-address limits that the e2e run used from 127.0.0.1 do not count here.
 */
const clientAddress = () => `198.51.100.${1 + (randomBytes(1)[0] % 250)}`;

async function call(target, pathname, { method = 'GET', session, json, body, address, headers = {} } = {}) {
  const response = await fetch(`${target.url}${pathname}`, {
    method,
    headers: {
      'Accept-Language': 'en',
      'X-Forwarded-For': address ?? '198.51.100.254',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(session ? { Authorization: `Bearer ${session.token}`, 'X-Business-Id': session.businessId } : {}),
      ...headers,
    },
    body: json === undefined ? body : JSON.stringify(json),
  });
  const type = response.headers.get('content-type') ?? '';
  const payload = type.includes('json')
    ? await response.json().catch(() => null)
    : await response.arrayBuffer();
  return { status: response.status, body: payload, headers: response.headers };
}

async function codeFromOutbox(target, email) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { status, body } = await call(target, `/dev/outbox?to=${encodeURIComponent(email)}`);
    if (status !== 200) throw new Error(`GET /dev/outbox on ${target.name} answered ${status}`);
    const code = body.find((mail) => mail.to.toLowerCase() === email)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

async function signIn(target, email, password, address) {
  const { status, body } = await call(target, '/api/UsernameAuth/AdminSignIn', {
    method: 'POST',
    json: { username: email, password },
    address,
  });
  if (!body?.success) throw new Error(`signing in on ${target.name} answered ${status}: ${body?.message}`);
  return {
    token: body.model.token,
    refreshToken: body.model.refresh_token ?? body.model.refreshToken,
    businessId: body.model.user.businessId,
  };
}

/** An owner registered on process 0, confirmed through process 1 with the code mailed by process 0. */
async function registeredOwner() {
  const email = `agreement-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Agreement-Pass-2026!';
  const address = clientAddress();
  const registered = await call(processes[0], '/api/UsernameAuth/RegisterCompany', {
    method: 'POST',
    address,
    json: {
      email,
      Full_name: 'Agreement Test',
      Business_name: 'Agreement Café',
      Phone: '0551234599',
      Password: password,
      ActivityType: 'cafes',
    },
  });
  if (!registered.body?.success)
    throw new Error(
      `registering on ${processes[0].name} answered ${registered.status}: ${registered.body?.message}`,
    );
  const code = await codeFromOutbox(processes[1], email);
  check(
    code !== null,
    `the sign-up code mailed by ${processes[0].name} is read through ${processes[1].name}`,
  );
  const confirmed = await call(processes[1], '/api/UsernameAuth/confirm-email-jwt', {
    method: 'POST',
    address,
    json: { email, Otp: code ?? '000000' },
  });
  check(
    confirmed.body?.success === true,
    `the code confirms the address on ${processes[1].name}`,
    `${confirmed.status}`,
  );
  return { email, password, address };
}

async function logins(owner) {
  const session = await signIn(processes[0], owner.email, owner.password, owner.address);
  const onOther = await call(processes[1], '/api/UsernameAuth/user', { method: 'POST', session });
  check(
    onOther.status === 200,
    `a token signed in on ${processes[0].name} works on ${processes[1].name}`,
    `${onOther.status}`,
  );
  const out = await call(processes[0], '/api/UsernameAuth/logout', {
    method: 'POST',
    json: { refresh_token: session.refreshToken },
    address: owner.address,
  });
  check(out.status === 200, `signed out on ${processes[0].name}`, `${out.status}`);
  const after = await call(processes[1], '/api/UsernameAuth/user', { method: 'POST', session });
  check(
    after.status === 401,
    `the signed-out token is refused on ${processes[1].name} at once`,
    `${after.status}`,
  );
}

async function files(session) {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
  const uploaded = await call(processes[0], `/api/Businesses/${session.businessId}/logo`, {
    method: 'POST',
    session,
    body: form,
  });
  const logoUrl = uploaded.body?.model?.logoUrl;
  check(
    uploaded.status === 200 && typeof logoUrl === 'string',
    `a logo uploaded through ${processes[0].name}`,
    `${uploaded.status}`,
  );
  if (typeof logoUrl !== 'string') return;
  const logoPath = new URL(logoUrl).pathname;
  const served = await call(processes[1], logoPath);
  check(
    served.status === 200 && (served.headers.get('content-type') ?? '').startsWith('image/'),
    `is served by ${processes[1].name}`,
    `${served.status} ${served.headers.get('content-type')}`,
  );
  const removed = await call(processes[1], `/api/Businesses/${session.businessId}/logo`, {
    method: 'DELETE',
    session,
  });
  check(removed.status === 200, `removed through ${processes[1].name}`, `${removed.status}`);
  const gone = await call(processes[0], logoPath);
  check(gone.status === 404, `and gone from ${processes[0].name}`, `${gone.status}`);
}

async function rateFloor(session) {
  const first = await call(processes[0], '/api/UsernameAuth/user', { method: 'POST', session });
  const limit = Number(first.headers.get('x-ratelimit-limit'));
  const remaining = Number(first.headers.get('x-ratelimit-remaining'));
  if (!Number.isInteger(limit) || !Number.isInteger(remaining)) {
    check(false, 'the replies announce the per-user floor (x-ratelimit-limit)', `${first.status}`);
    return;
  }
  // The window is a minute: what is left of it is spent alternating, then one more must be refused.
  const statuses = [];
  for (let index = 1; index <= remaining + 1; index += 1) {
    const target = processes[index % 2];
    statuses.push((await call(target, '/api/UsernameAuth/user', { method: 'POST', session })).status);
  }
  const firstRefused = statuses.indexOf(429);
  check(
    firstRefused === remaining && statuses.slice(0, remaining).every((status) => status === 200),
    `the per-user floor of ${limit} a minute counts once across both processes (first 429 after ${limit} requests)`,
    `first 429 at request ${firstRefused + 2} of ${statuses.length + 1}`,
  );
}

async function unknownAddressLockout() {
  const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
  const address = clientAddress();
  const statuses = [];
  for (let index = 0; index < 6; index += 1) {
    const { status } = await call(processes[index % 2], '/api/UsernameAuth/confirm-email-jwt', {
      method: 'POST',
      address,
      json: { email, Otp: '000000' },
    });
    statuses.push(status);
  }
  check(
    statuses.join(',') === '400,400,400,400,400,429',
    'five wrong codes for an address without an account lock it on either process, as for a real one',
    statuses.join(','),
  );
}

console.log(`The cluster's agreement test: ${processes.map((api) => `${api.name} ${api.url}`).join(', ')}`);
try {
  const owner = await registeredOwner();
  await logins(owner);
  const session = await signIn(processes[1], owner.email, owner.password, owner.address);
  await files(session);
  await unknownAddressLockout();
  // Last: it spends the owner's allowance for the rest of the minute.
  await rateFloor(session);
} catch (error) {
  check(false, 'the test ran to its end', error.message);
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed: the processes do not agree.`);
  process.exit(1);
}
console.log('\nBoth processes agree.');
