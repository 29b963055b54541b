// End-to-end suite against the started product (tools/test/e2e.mjs starts it), in Debian's Chromium:
// Playwright's own browser download does not work on these machines. Playwright gives each run a fresh profile.
//
// Two browsers at once (one per core of the CI machine), in three groups by what a spec shares:
// - independent: each registers what it uses and reads nothing platform-wide; any two may run together;
// - demo: the specs that use (and change) the demo business that npm start sets up, one at a time, beside an
//   independent one;
// - platform: the specs that change what every other test sees (the API's clock, platform settings, maintenance
//   mode, the super admin's two-factor, a remote's server stopped, the plans on offer) or compare platform-wide totals, alone, after
//   both other groups. A new spec that does either belongs there.
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import path from 'node:path';

const PLATFORM_SPECS = [
  // Compares the bell with the platform-wide alerts, which other specs create.
  'admin-alerts-bell.spec.ts',
  // Creates and disables plans, which /pricing shows to every visitor.
  'admin-billing.spec.ts',
  'admin-overview.spec.ts',
  'admin-settings.spec.ts',
  'admin-system.spec.ts',
  // Replaces the public site's server with a redeployed copy.
  'installable.spec.ts',
  'remote-failure.spec.ts',
  'subscription-expiry.spec.ts',
  'two-factor.spec.ts',
  // Turns on "require two-factor sign-in for admins", which every owner's sign-in meets.
  'two-factor-enrolment.spec.ts',
];
const DEMO_SPECS = [
  // Asks the demo business's AI drafts (counted under its plan).
  'ai-drafts.spec.ts',
  // Turns the demo business's AI drafts off, and back on.
  'ai-controls.spec.ts',
  'analytics.spec.ts',
  'business-settings.spec.ts',
  'onboarding-wizard.spec.ts',
  'review-inbox.spec.ts',
  'team.spec.ts',
];

const chromium: PlaywrightTestConfig['use'] = {
  baseURL: process.env.SUMAA_SHELL_URL ?? 'http://localhost:4200',
  screenshot: 'only-on-failure',
  trace: 'off',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './specs',
  // Enrols the run's super admin in two-factor sign-in once (support/super-admin.ts).
  globalSetup: path.join(__dirname, 'support/global-setup.ts'),
  outputDir: path.join(__dirname, '../../test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // SUMAA_E2E_WORKERS=1 runs everything in one browser, one spec after another.
  workers: Number(process.env.SUMAA_E2E_WORKERS ?? 2),
  retries: 0,
  // The list as it runs; then the slowest spec files (reportSlowTests) in the summary; failures also go to a file
  // that tools/test/e2e.mjs prints last (support/failure-list-reporter.mjs).
  reporter: [['list'], [path.join(__dirname, 'support/failure-list-reporter.mjs')]],
  reportSlowTests: { max: 10, threshold: 30_000 },
  use: chromium,
  projects: [
    { name: 'independent', testIgnore: [...PLATFORM_SPECS, ...DEMO_SPECS] },
    { name: 'demo', testMatch: DEMO_SPECS, workers: 1 },
    { name: 'platform', testMatch: PLATFORM_SPECS, workers: 1, dependencies: ['independent', 'demo'] },
  ],
});
