import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('shell', import.meta.dirname, 'jsdom-fetch');
