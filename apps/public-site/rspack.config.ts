import { createAppConfig } from '../../tools/federation/create-app-config';
import { REMOTES } from '../../tools/federation/remotes';

export default createAppConfig({
  app: REMOTES.publicSite,
  exposes: { './Routes': './src/remote-entry.tsx' },
  // Its public pages are rendered to HTML at build time (tools/prerender/publish.mjs).
  prerender: './src/prerender/render.tsx',
});
