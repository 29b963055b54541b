import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('moyasar-standin', import.meta.dirname, 'node');
