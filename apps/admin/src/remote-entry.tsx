// What the admin remote exposes to the shell as `./Routes`. Default export because module federation and
// React.lazy expect one.
import { createRemoteEntry } from '@sumaa/app-kit';
import { AdminRoutes } from './app/AdminRoutes';
import { adminResources } from './i18n/resources';

export default createRemoteEntry({ namespace: 'admin', texts: adminResources, routes: AdminRoutes });
