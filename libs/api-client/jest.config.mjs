import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('api-client', import.meta.dirname, 'jsdom-fetch');
