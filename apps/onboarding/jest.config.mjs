import { projectConfig } from '../../jest.preset.mjs';

// The wizard's tests walk whole steps (popup, polling, dialog) through the real client and router; on a busy
// shared machine the first test of a file alone can pass jest's default 5 s.
export default { ...projectConfig('onboarding', import.meta.dirname, 'jsdom-fetch'), testTimeout: 20_000 };
