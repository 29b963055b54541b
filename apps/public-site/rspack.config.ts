import { createAppConfig } from '../../tools/federation/create-app-config';
import { REMOTES } from '../../tools/federation/remotes';

export default createAppConfig({ app: REMOTES.publicSite, exposes: { './Routes': './src/remote-entry.tsx' } });
