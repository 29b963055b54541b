import { projectConfig } from '../../jest.preset.mjs';

export default {
  ...projectConfig('google-standin', import.meta.dirname, 'node'),
  // jose is ESM only: it goes through swc like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
};
