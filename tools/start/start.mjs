#!/usr/bin/env node
// `npm start`: builds every app and the API, then starts the local Google, Moyasar, WhatsApp and SMS stand-ins, the compiled API
// (dist/apps/api/main.js, plain Node, no TypeScript loader) and each app on its own origin, on the embedded
// defaults (PGlite in .data/, e-mails into the local outbox, served to this machine at /dev/outbox, Google
// played by the stand-in, payments by the Moyasar stand-in), and sets up the demo business owner through the real API (tools/start/seed-demo.mjs).
// Ctrl+C stops everything. Its pieces live in product-pieces.mjs, shared with `npm run start:cluster`.
// Options: --no-build (reuse dist/); env DATA_DIR to keep the data elsewhere, GOOGLE_STANDIN_PORT (4300),
// SUMAA_GOOGLE_STANDIN=off (Google configured for real: GOOGLE_* in apps/api/README.md), MOYASAR_STANDIN_PORT (4400),
// SUMAA_MOYASAR_STANDIN=off (Moyasar configured for real: MOYASAR_* in apps/api/README.md), WHATSAPP_STANDIN_PORT
// (4500), SUMAA_WHATSAPP_STANDIN=off (WHATSAPP_* for Meta's Cloud API), SMS_STANDIN_PORT (4600),
// SUMAA_SMS_STANDIN=off (SMS_* for Unifonic), SUMAA_DEMO=off,
// SUMAA_DEV_OUTBOX=off (no /dev/outbox; the demo owner then cannot be set up).
import path from 'node:path';
import {
  API_BUNDLE,
  apiEnvironment,
  buildAndPrerender,
  createSupervisor,
  productLines,
  root,
  seedDemo,
  standinSettings,
  startApps,
  startStandins,
  waitForProduct,
} from './product-pieces.mjs';

const args = new Set(process.argv.slice(2));
const API_PORT = Number(process.env.PORT ?? 3000);
const API_URL = `http://localhost:${API_PORT}`;
const settings = standinSettings();
const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');
const supervisor = createSupervisor();

buildAndPrerender({ build: !args.has('--no-build') });
await startStandins(supervisor, settings, dataDir, { apiUrl: API_URL });
// The compiled API (apps/api/rspack.config.ts); `npx nx serve api` runs the sources in watch mode instead.
supervisor.run(process.execPath, ['--enable-source-maps', API_BUNDLE], {
  env: { ...process.env, PORT: String(API_PORT), ...apiEnvironment(settings) },
});
startApps(supervisor, settings);
await waitForProduct(supervisor, settings, API_URL);
const demo = await seedDemo(supervisor, settings, API_URL);

if (!supervisor.stopping) {
  console.log(`
  ┌──────────────────────────────────────────────────────────────────┐
    Sumaa is running
    Open:        http://localhost:4200
    API:         ${API_URL}   (docs: ${API_URL}/api/docs)
    E-mails:     ${API_URL}/dev/outbox   (no SMTP_URL set: mail goes to the outbox; this machine only)
${productLines(settings, demo).join('\n')}
    Super admin: see the API's start-up lines above (SUMAA_ADMIN_EMAIL / SUMAA_ADMIN_PASSWORD to choose)
    Stop:        Ctrl+C
  └──────────────────────────────────────────────────────────────────┘
`);
}
