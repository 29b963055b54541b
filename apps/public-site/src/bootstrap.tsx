// Standalone start of the public-site remote on its own dev server (see startStandaloneRemote).
import { startStandaloneRemote } from '@sumaa/app-kit';
import RemoteRoutes from './remote-entry';

void startStandaloneRemote('public-site', RemoteRoutes);
