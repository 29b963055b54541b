import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('admin', import.meta.dirname, 'jsdom-fetch');
