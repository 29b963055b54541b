// End-to-end suite against the started product (tools/test/e2e.mjs starts it), in Debian's Chromium:
// Playwright's own browser download does not work on these machines. Playwright gives each run a fresh profile.
import { defineConfig } from '@playwright/test';
import path from 'node:path';

export default defineConfig({
  testDir: './specs',
  outputDir: path.join(__dirname, '../../test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
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
  },
});
