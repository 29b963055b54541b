import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('app-kit', import.meta.dirname, 'jsdom-fetch');
