// Standalone start of the admin remote on its own dev server (see startStandaloneRemote).
import { startStandaloneRemote } from '@sumaa/app-kit';
import RemoteRoutes from './remote-entry';

void startStandaloneRemote('admin', RemoteRoutes);
