import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('ui', import.meta.dirname, 'jsdom');
