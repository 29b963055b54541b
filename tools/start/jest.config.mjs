// Unit tests of how `npm start` serves the built apps (static-server.mjs) and of the prerender step
// (tools/prerender).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectConfig } from '../../jest.preset.mjs';

export default {
  ...projectConfig('start', import.meta.dirname, 'node'),
  roots: [import.meta.dirname, path.join(import.meta.dirname, '../prerender')].filter(existsSync),
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
};
