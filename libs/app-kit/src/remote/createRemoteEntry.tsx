// What the business remote exposes to the shell as `./Routes`: its route tree, mounted under `basePath`.
// Default export because module federation and React.lazy expect one.
import { addAppResources } from '@sumaa/i18n';
import * as React from 'react';
import { use } from 'react';
import { BusinessRoutes } from './app/BusinessRoutes';
import { businessResources } from './i18n/resources';

// Each app records the React it runs with; the end-to-end suite asserts there is exactly one at run time.
// (The hook function, not the namespace object: each build wraps the shared module in its own namespace.)
((globalThis as { __sumaaReacts?: Set<unknown> }).__sumaaReacts ??= new Set()).add(React.useState);

const resourcesReady = addAppResources('business', businessResources);

export default function RemoteRoutes({ basePath }: { basePath: string }) {
  use(resourcesReady);
  return <BusinessRoutes basePath={basePath} />;
}
