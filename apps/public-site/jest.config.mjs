import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('public-site', import.meta.dirname, 'jsdom-fetch');
