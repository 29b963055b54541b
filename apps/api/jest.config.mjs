import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('api', import.meta.dirname, 'node');
