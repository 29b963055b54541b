// The federated areas of the product: their federation names, folders and local ports.
// The shell never imports a remote's code; it reads these URLs from its runtime config.
export interface FederatedApp {
  /** Federation name (a JS identifier). */
  name: string;
  /** Folder under apps/. */
  dir: string;
  port: number;
}

export const SHELL: FederatedApp = { name: 'shell', dir: 'shell', port: 4200 };

export const REMOTES = {
  publicSite: { name: 'publicSite', dir: 'public-site', port: 4201 },
  business: { name: 'business', dir: 'business', port: 4202 },
  onboarding: { name: 'onboarding', dir: 'onboarding', port: 4203 },
  admin: { name: 'admin', dir: 'admin', port: 4204 },
} as const satisfies Record<string, FederatedApp>;

export type RemoteName = keyof typeof REMOTES;

export const API_PORT = 3000;
