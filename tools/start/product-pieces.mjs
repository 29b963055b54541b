// The pieces `npm start` (start.mjs) is made of, shared with `npm run start:cluster` (tools/cluster/start-cluster.mjs):
// the build and prerender step, a supervisor of child processes that Ctrl+C stops, the Google, Moyasar, WhatsApp,
// SMS and AI stand-ins, the API's environment for them, the five apps each on its own origin, and the demo owner,
// team and review requests.
// Each piece reads the same variables as before (GOOGLE_STANDIN_PORT, SUMAA_GOOGLE_STANDIN, MOYASAR_STANDIN_PORT,
// SUMAA_MOYASAR_STANDIN, WHATSAPP_STANDIN_PORT, SUMAA_WHATSAPP_STANDIN, SMS_STANDIN_PORT, SUMAA_SMS_STANDIN,
// AI_STANDIN_PORT, SUMAA_AI_STANDIN, SUMAA_DEMO, …), so both commands are configured alike.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { seedDemoOwnerForStart } from './seed-demo.mjs';
import { seedDemoTeamForStart } from './seed-demo-team.mjs';
import { seedDemoRequestsForStart } from './seed-demo-requests.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

export const APPS = [
  { dir: 'shell', port: 4200 },
  { dir: 'public-site', port: 4201 },
  { dir: 'business', port: 4202 },
  { dir: 'onboarding', port: 4203 },
  { dir: 'admin', port: 4204 },
];
export const API_BUNDLE = 'dist/apps/api/main.js';

/** The stand-ins' ports and switches, from the environment. */
export function standinSettings(env = process.env) {
  const standinPort = Number(env.GOOGLE_STANDIN_PORT ?? 4300);
  const moyasarPort = Number(env.MOYASAR_STANDIN_PORT ?? 4400);
  const whatsappPort = Number(env.WHATSAPP_STANDIN_PORT ?? 4500);
  const smsPort = Number(env.SMS_STANDIN_PORT ?? 4600);
  const aiPort = Number(env.AI_STANDIN_PORT ?? 4700);
  return {
    standinPort,
    standinUrl: `http://localhost:${standinPort}`,
    withStandin: env.SUMAA_GOOGLE_STANDIN !== 'off',
    moyasarPort,
    moyasarUrl: `http://localhost:${moyasarPort}`,
    withMoyasarStandin: env.SUMAA_MOYASAR_STANDIN !== 'off',
    whatsappPort,
    whatsappUrl: `http://localhost:${whatsappPort}`,
    withWhatsAppStandin: env.SUMAA_WHATSAPP_STANDIN !== 'off',
    smsPort,
    smsUrl: `http://localhost:${smsPort}`,
    withSmsStandin: env.SUMAA_SMS_STANDIN !== 'off',
    aiPort,
    aiUrl: `http://localhost:${aiPort}`,
    withAiStandin: env.SUMAA_AI_STANDIN !== 'off',
    withDemo: env.SUMAA_DEMO !== 'off',
  };
}

/**
 * Starts children and stops them all on Ctrl+C or when one fails. A child that exits with an error stops the rest,
 * unless its own `onExit` takes care of it (the cluster restarts an API process that died).
 */
export function createSupervisor() {
  const children = [];
  const beforeExit = [];
  let stopping = false;

  function run(command, commandArgs, options = {}, { onExit } = {}) {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
    children.push(child);
    child.on('exit', (code, signal) => {
      const index = children.indexOf(child);
      if (index >= 0) children.splice(index, 1);
      if (stopping) return;
      if (onExit) return onExit(code, signal);
      if (code !== 0 && signal == null) {
        console.error(`\n${command} ${commandArgs.join(' ')} exited with ${code}; stopping.`);
        stop(1);
      }
    });
    return child;
  }

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    Promise.allSettled(beforeExit.map((step) => step())).finally(() =>
      setTimeout(() => process.exit(code), 800).unref(),
    );
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  return {
    run,
    stop,
    get stopping() {
      return stopping;
    },
    /** Work done when stopping, after the children were told to stop (the cluster stops PostgreSQL last). */
    onStop(step) {
      beforeExit.push(step);
    },
  };
}

export async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Builds every app and the API (unless `build` is false), prerenders the public pages; exits on failure. */
export function buildAndPrerender({ build }) {
  if (build) {
    console.log('Building the shell, the four remotes and the API…');
    const result = spawnSync(
      'npx',
      [
        'nx',
        'run-many',
        '-t',
        'build',
        '-p',
        ['api', ...APPS.map((app) => app.dir)].join(','),
        '--parallel=2',
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  // The public pages rendered to HTML from the public site just built (or already in dist/ with --no-build), into
  // the shell's folder (tools/prerender/publish.mjs; docs/adr/0012-prerendered-public-pages.md).
  const prerender = spawnSync(process.execPath, ['tools/prerender/publish.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (prerender.status !== 0) process.exit(prerender.status ?? 1);
  if (!existsSync(path.join(root, API_BUNDLE))) {
    console.error(`${API_BUNDLE} is missing: run \`npx nx build api\` (or npm start without --no-build).`);
    process.exit(1);
  }
}

/** A stand-in someone already started on the port (npx nx start google-standin) is used as it is. */
async function standinAlreadyRunning(settings) {
  try {
    return (await fetch(`${settings.standinUrl}/.well-known/openid-configuration`)).ok;
  } catch {
    return false;
  }
}

/** The Moyasar stand-in's index names the service, so another program on the port is not taken for it. */
async function moyasarStandinAlreadyRunning(settings) {
  try {
    const response = await fetch(`${settings.moyasarUrl}/`);
    return response.ok && String((await response.json()).service).includes('Moyasar');
  } catch {
    return false;
  }
}

/** The WhatsApp, SMS and AI stand-ins' indexes name the service they play, as the Moyasar stand-in's does. */
async function messageStandinAlreadyRunning(url, service) {
  try {
    const response = await fetch(`${url}/`);
    return response.ok && String((await response.json()).service).includes(service);
  } catch {
    return false;
  }
}

/** The WhatsApp and SMS stand-ins' credentials, shared by the stand-in and the API (each overridable by env). */
function messageStandinCredentials(env = process.env) {
  return {
    whatsappPhoneNumberId: env.WHATSAPP_STANDIN_PHONE_NUMBER_ID ?? '106540352242922',
    whatsappAccessToken: env.WHATSAPP_STANDIN_ACCESS_TOKEN ?? 'whatsapp-standin-token',
    whatsappAppSecret: env.WHATSAPP_STANDIN_APP_SECRET ?? 'whatsapp-standin-app-secret',
    whatsappVerifyToken: env.WHATSAPP_STANDIN_VERIFY_TOKEN ?? 'whatsapp-standin-verify-token',
    smsAppSid: env.SMS_STANDIN_APP_SID ?? 'sms-standin-app-sid',
    smsSenderName: (env.SMS_STANDIN_SENDER_IDS ?? 'Sumaa').split(',')[0].trim(),
    smsWebhookSecret: env.SMS_STANDIN_WEBHOOK_SECRET ?? 'sms-standin-webhook-secret',
  };
}

/**
 * The AI stand-in's bearer key and model, shared by the stand-in and the API. The model's name says it is a
 * stand-in, and the stand-in labels its drafts too (tools/ai-standin/README.md).
 */
function aiStandinCredentials(env = process.env) {
  return {
    aiApiKey: env.AI_STANDIN_API_KEY ?? 'ai-standin-key',
    aiModel: env.AI_STANDIN_MODEL ?? 'sumaa-local-standin',
  };
}

/**
 * Starts the Google, Moyasar, WhatsApp, SMS and AI stand-ins (each unless switched off or already running). The
 * WhatsApp and SMS ones post their webhooks to the API at `apiUrl`.
 */
export async function startStandins(supervisor, settings, dataDir, { apiUrl } = {}) {
  if (settings.withStandin && (await standinAlreadyRunning(settings))) {
    console.log(`Using the Google stand-in already running at ${settings.standinUrl}.`);
  } else if (settings.withStandin) {
    mkdirSync(dataDir, { recursive: true });
    // Node itself (with tsx's loader), not `npx tsx`: npm does not pass SIGTERM on, which would leave it running.
    supervisor.run(process.execPath, ['--import', 'tsx', 'tools/google-standin/src/main.ts'], {
      env: {
        ...process.env,
        GOOGLE_STANDIN_PORT: String(settings.standinPort),
        // The 10,000-review benchmark user is for tools/bench; leaving it out keeps the start quick.
        GOOGLE_STANDIN_BENCH_REVIEWS: process.env.GOOGLE_STANDIN_BENCH_REVIEWS ?? '0',
        // The same signing key on every start, so ID tokens the API has seen stay verifiable.
        GOOGLE_STANDIN_SIGNING_KEY_FILE:
          process.env.GOOGLE_STANDIN_SIGNING_KEY_FILE ?? path.join(dataDir, 'google-standin-signing-key.pem'),
      },
    });
  }
  if (settings.withMoyasarStandin && (await moyasarStandinAlreadyRunning(settings))) {
    console.log(`Using the Moyasar stand-in already running at ${settings.moyasarUrl}.`);
  } else if (settings.withMoyasarStandin) {
    // It reads MOYASAR_STANDIN_SECRET_KEY and MOYASAR_STANDIN_WEBHOOK_SECRET from the same environment as the API.
    supervisor.run(process.execPath, ['--import', 'tsx', 'tools/moyasar-standin/src/main.ts'], {
      env: { ...process.env, MOYASAR_STANDIN_PORT: String(settings.moyasarPort) },
    });
  }
  const callbackBase = apiUrl ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const credentials = messageStandinCredentials();
  if (
    settings.withWhatsAppStandin &&
    (await messageStandinAlreadyRunning(settings.whatsappUrl, 'WhatsApp'))
  ) {
    console.log(`Using the WhatsApp stand-in already running at ${settings.whatsappUrl}.`);
  } else if (settings.withWhatsAppStandin) {
    // It reads WHATSAPP_STANDIN_ACCESS_TOKEN, …_APP_SECRET, …_VERIFY_TOKEN from the same environment as the API; it
    // tries the hub.challenge handshake against the API until the API is up.
    supervisor.run(process.execPath, ['--import', 'tsx', 'tools/whatsapp-standin/src/main.ts'], {
      env: {
        ...process.env,
        WHATSAPP_STANDIN_PORT: String(settings.whatsappPort),
        WHATSAPP_STANDIN_PHONE_NUMBER_ID: credentials.whatsappPhoneNumberId,
        WHATSAPP_STANDIN_CALLBACK_URL:
          process.env.WHATSAPP_STANDIN_CALLBACK_URL ?? `${callbackBase}/api/webhooks/whatsapp`,
      },
    });
  }
  if (settings.withSmsStandin && (await messageStandinAlreadyRunning(settings.smsUrl, 'SMS'))) {
    console.log(`Using the SMS stand-in already running at ${settings.smsUrl}.`);
  } else if (settings.withSmsStandin) {
    // Unifonic signs no delivery report: the callback URL carries the shared secret the API checks.
    supervisor.run(process.execPath, ['--import', 'tsx', 'tools/sms-standin/src/main.ts'], {
      env: {
        ...process.env,
        SMS_STANDIN_PORT: String(settings.smsPort),
        SMS_STANDIN_CALLBACK_URL:
          process.env.SMS_STANDIN_CALLBACK_URL ??
          `${callbackBase}/api/webhooks/sms?secret=${encodeURIComponent(credentials.smsWebhookSecret)}`,
      },
    });
  }
  if (settings.withAiStandin && (await messageStandinAlreadyRunning(settings.aiUrl, 'AI stand-in'))) {
    console.log(`Using the AI stand-in already running at ${settings.aiUrl}.`);
  } else if (settings.withAiStandin) {
    const ai = aiStandinCredentials();
    supervisor.run(process.execPath, ['--import', 'tsx', 'tools/ai-standin/src/main.ts'], {
      env: {
        ...process.env,
        AI_STANDIN_PORT: String(settings.aiPort),
        AI_STANDIN_API_KEY: ai.aiApiKey,
        AI_STANDIN_MODEL: ai.aiModel,
      },
    });
  }
}

/**
 * What the API process gets besides process.env: the dev outbox, and the stand-ins in place of Google, Moyasar,
 * WhatsApp, the SMS provider and the AI endpoint of reply drafts.
 */
export function apiEnvironment(settings) {
  const credentials = messageStandinCredentials();
  return {
    // The zero-setup start serves the outbox (to this machine only): the demo owner and the e2e run read it.
    SUMAA_DEV_OUTBOX: process.env.SUMAA_DEV_OUTBOX ?? 'on',
    // A developer's local mail catcher or webhook receiver (127.0.0.1) in the admin's platform settings.
    OUTBOUND_ALLOW_PRIVATE_NETWORK: process.env.OUTBOUND_ALLOW_PRIVATE_NETWORK ?? 'on',
    ...(settings.withStandin
      ? {
          GOOGLE_STANDIN_URL: settings.standinUrl,
          // The competitor search (Places API) too, with the stand-in's key: the demo owner can follow a café.
          GOOGLE_PLACES_BASE_URL: settings.standinUrl,
          GOOGLE_PLACES_API_KEY: process.env.GOOGLE_STANDIN_PLACES_API_KEY ?? 'sumaa-local-places-key',
        }
      : {}),
    ...(settings.withMoyasarStandin
      ? {
          MOYASAR_API_URL: `${settings.moyasarUrl}/v1`,
          MOYASAR_SECRET_KEY: process.env.MOYASAR_STANDIN_SECRET_KEY ?? 'sk_test_standin',
          MOYASAR_WEBHOOK_SECRET: process.env.MOYASAR_STANDIN_WEBHOOK_SECRET ?? 'whsec_standin',
        }
      : {}),
    ...(settings.withWhatsAppStandin
      ? {
          WHATSAPP_API_BASE_URL: settings.whatsappUrl,
          WHATSAPP_PHONE_NUMBER_ID: credentials.whatsappPhoneNumberId,
          WHATSAPP_ACCESS_TOKEN: credentials.whatsappAccessToken,
          WHATSAPP_APP_SECRET: credentials.whatsappAppSecret,
          WHATSAPP_VERIFY_TOKEN: credentials.whatsappVerifyToken,
        }
      : {}),
    ...(settings.withSmsStandin
      ? {
          SMS_API_BASE_URL: settings.smsUrl,
          SMS_API_TOKEN: credentials.smsAppSid,
          SMS_SENDER_NAME: credentials.smsSenderName,
          SMS_WEBHOOK_SECRET: credentials.smsWebhookSecret,
        }
      : {}),
    ...(settings.withAiStandin
      ? {
          AI_CHAT_COMPLETIONS_URL: `${settings.aiUrl}/v1/chat/completions`,
          AI_MODEL: aiStandinCredentials().aiModel,
          AI_API_KEY: aiStandinCredentials().aiApiKey,
        }
      : {}),
  };
}

/** The shell and the four remotes, each from its own origin (serve-app.mjs). */
export function startApps(supervisor, settings) {
  // Reviewers' photos come from Google's image host; the stand-in serves its own.
  const servingEnv = {
    ...process.env,
    ...(settings.withStandin ? { SUMAA_REVIEWER_PHOTO_ORIGINS: settings.standinUrl } : {}),
  };
  for (const app of APPS)
    supervisor.run(process.execPath, ['tools/start/serve-app.mjs', app.dir, String(app.port)], {
      env: servingEnv,
    });
}

/** Waits for the stand-ins, the API at `apiUrl` and every app; stops everything when one does not come up. */
export async function waitForProduct(supervisor, settings, apiUrl) {
  try {
    if (settings.withStandin) await waitFor(`${settings.standinUrl}/.well-known/openid-configuration`);
    if (settings.withMoyasarStandin) await waitFor(`${settings.moyasarUrl}/`);
    if (settings.withWhatsAppStandin) await waitFor(`${settings.whatsappUrl}/`);
    if (settings.withSmsStandin) await waitFor(`${settings.smsUrl}/`);
    if (settings.withAiStandin) await waitFor(`${settings.aiUrl}/`);
    await waitFor(`${apiUrl}/api/UsernameAuth/health`);
    await Promise.all(APPS.map((app) => waitFor(`http://localhost:${app.port}/`)));
  } catch (error) {
    console.error(error.message);
    supervisor.stop(1);
  }
}

/**
 * The demo owner (it needs Google, the stand-in, and the outbox for its code), its team and its review requests'
 * contacts and campaign, through `apiUrl`.
 */
export async function seedDemo(supervisor, settings, apiUrl) {
  let demoLine = 'off (SUMAA_DEMO=off)';
  let teamLines = [];
  let requestsLine = null;
  if (!supervisor.stopping && settings.withDemo && !settings.withStandin)
    demoLine = 'not set up: it needs the Google stand-in';
  if (!supervisor.stopping && settings.withDemo && settings.withStandin) {
    console.log('Setting up the demo business owner (Google connected, reviews synchronised)…');
    const seeded = await seedDemoOwnerForStart(apiUrl);
    demoLine = seeded.ok
      ? `${seeded.demo.email} / ${seeded.demo.password}   (Google: ${seeded.demo.googleUser}; ${seeded.numbers})`
      : `not set up: ${seeded.message}`;
    if (seeded.ok) {
      const team = await seedDemoTeamForStart(apiUrl, seeded.demo);
      teamLines = team.ok
        ? team.signIns.map((member) => `${member.email} / ${member.password}   (${member.role})`)
        : [`not set up: ${team.message}`];
      // The campaign goes through the WhatsApp stand-in only: a real provider would message made-up numbers.
      const requests = await seedDemoRequestsForStart(apiUrl, seeded.demo, {
        whatsappUrl: settings.withWhatsAppStandin ? settings.whatsappUrl : null,
      });
      requestsLine = requests.ok ? requests.line : `not set up: ${requests.message}`;
    }
  }
  return { demoLine, teamLines, requestsLine };
}

/** The banner's lines shared by both commands: the apps, the stand-ins and the demo accounts. */
export function productLines(settings, { demoLine, teamLines, requestsLine = null }) {
  return [
    `    Remotes:     ${APPS.slice(1)
      .map((app) => `${app.dir} :${app.port}`)
      .join(', ')}`,
    `    Google:      ${settings.withStandin ? `local stand-in ${settings.standinUrl}   (on its consent page choose a user, then Allow)` : 'as configured (GOOGLE_* settings)'}`,
    `    Payments:    ${settings.withMoyasarStandin ? `local Moyasar stand-in ${settings.moyasarUrl}   (test card 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined)` : 'as configured (MOYASAR_* settings)'}`,
    `    WhatsApp:    ${settings.withWhatsAppStandin ? `local stand-in ${settings.whatsappUrl}   (sent messages: ${settings.whatsappUrl}/__standin/messages)` : 'as configured (WHATSAPP_* settings)'}`,
    `    SMS:         ${settings.withSmsStandin ? `local Unifonic stand-in ${settings.smsUrl}   (sent messages: ${settings.smsUrl}/__standin/messages)` : 'as configured (SMS_* settings)'}`,
    `    AI drafts:   ${settings.withAiStandin ? `local stand-in ${settings.aiUrl}, model ${aiStandinCredentials().aiModel}   (what it received: ${settings.aiUrl}/__standin/requests)` : 'as configured (AI_* settings; none: templates only)'}`,
    `    Demo owner:  ${demoLine}`,
    ...teamLines.map((line, index) => `    ${index === 0 ? 'Demo team:  ' : '            '} ${line}`),
    ...(requestsLine ? [`    Requests:    ${requestsLine}   (/customer/requests)`] : []),
  ];
}
