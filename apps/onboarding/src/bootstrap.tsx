// Standalone start of the onboarding remote on its own dev server (see startStandaloneRemote).
import { startStandaloneRemote } from '@sumaa/app-kit';
import RemoteRoutes from './remote-entry';

void startStandaloneRemote('onboarding', RemoteRoutes);
