// The shell's runtime configuration, read at start from /config.json next to index.html, so one build can point
// at other API hosts or other remote deploys (or roll one back) without rebuilding.
import { z } from 'zod';

const remoteUrls = z.object({
  publicSite: z.string().url(),
  business: z.string().url(),
  onboarding: z.string().url(),
  admin: z.string().url(),
});

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().url(),
  remotes: remoteUrls,
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type RemoteKey = keyof RuntimeConfig['remotes'];

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
