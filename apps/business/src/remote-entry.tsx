// What the business remote exposes to the shell as `./Routes`. Default export because module federation and
// React.lazy expect one.
import { createRemoteEntry } from '@sumaa/app-kit';
import { BusinessRoutes } from './app/BusinessRoutes';
import { businessResources } from './i18n/resources';

export default createRemoteEntry({ namespace: 'business', texts: businessResources, routes: BusinessRoutes });
