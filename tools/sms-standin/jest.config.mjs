import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('sms-standin', import.meta.dirname, 'node');
