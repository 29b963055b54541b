import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('contracts', import.meta.dirname, 'node');
