// What the admin remote exposes to the shell as `./Routes`. Default export because module federation and
// React.lazy expect one. `prefetch`: the code of the section the address shows, started by the shell as soon as
// this entry is loaded (issue 25).
import { createRemoteEntry, createRoutePrefetch } from '@sumaa/app-kit';
import { AdminRoutes } from './app/AdminRoutes';
import { preloadAdminSection } from './app/adminSections';
import { adminResources } from './i18n/resources';

export default createRemoteEntry({ namespace: 'admin', texts: adminResources, routes: AdminRoutes });

export const prefetch = createRoutePrefetch('admin', ({ page }) => preloadAdminSection(page));
