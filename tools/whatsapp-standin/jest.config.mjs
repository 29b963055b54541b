import { projectConfig } from '../../jest.preset.mjs';

export default projectConfig('whatsapp-standin', import.meta.dirname, 'node');
