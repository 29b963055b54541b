import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('business', import.meta.dirname, 'jsdom-fetch');
