// Unit tests of how `npm start` serves the built apps (static-server.mjs), of the prerender step
// (tools/prerender), and of the demo's seeds (against the API as its own process and the stand-ins in-process).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectConfig } from '../../jest.preset.mjs';

export default {
  ...projectConfig('start', import.meta.dirname, 'node'),
  roots: [import.meta.dirname, path.join(import.meta.dirname, '../prerender')].filter(existsSync),
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  // jose (ESM only, in the Google stand-in) goes through swc like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(ky|jose)/)'],
};
