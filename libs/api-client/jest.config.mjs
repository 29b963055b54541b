import path from 'node:path';
import { projectConfig } from '../../jest.preset.mjs';

export default {
  ...projectConfig('api-client', import.meta.dirname, 'jsdom'),
  testEnvironment: path.join(import.meta.dirname, 'jest.environment.mjs'),
};
