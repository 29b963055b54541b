import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('ai-standin', import.meta.dirname, 'node');
