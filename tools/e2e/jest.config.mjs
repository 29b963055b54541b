// Tests of the suite's own tooling (which specs cover which code), not the end-to-end specs themselves.
import { projectConfig } from '../../jest.preset.mjs';

export default {
  ...projectConfig('e2e-tooling', import.meta.dirname, 'node'),
  testMatch: ['<rootDir>/__tests__/**/*.test.mjs'],
};
