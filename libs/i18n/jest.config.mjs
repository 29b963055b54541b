import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('i18n', import.meta.dirname, 'jsdom');
