// Tests of the workspace's own lint rules, run with ESLint's RuleTester (node, no DOM).
import { projectConfig } from '../../jest.preset.mjs';

export default {
  ...projectConfig('eslint-rules', import.meta.dirname, 'node'),
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
};
