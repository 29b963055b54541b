import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('onboarding', import.meta.dirname, 'jsdom-fetch');
