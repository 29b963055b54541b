// Tests of the shared jest setup itself, in the environment the apps and the API client use.
import { projectConfig } from '../../jest.preset.mjs';

export default {
  ...projectConfig('jest-setup', import.meta.dirname, 'jsdom-fetch'),
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
};
