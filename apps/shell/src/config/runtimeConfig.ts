// The shell's runtime configuration, read at start from /config.json next to index.html, so one build can point
// at other API hosts or other remote deploys (or roll one back) without rebuilding.
// Checked by hand rather than with a schema library: this runs before the first paint of every page.

export const REMOTE_KEYS = ['publicSite', 'business', 'onboarding', 'admin'] as const;
export type RemoteKey = (typeof REMOTE_KEYS)[number];

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteKey, string>;
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Throws with the name of the first missing or malformed entry. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config = value as Partial<RuntimeConfig> | null;
  if (!config || !isHttpUrl(config.apiBaseUrl))
    throw new Error('config.json: apiBaseUrl must be an http(s) URL');
  const remotes = config.remotes as Record<string, unknown> | undefined;
  for (const key of REMOTE_KEYS) {
    if (!isHttpUrl(remotes?.[key])) throw new Error(`config.json: remotes.${key} must be an http(s) URL`);
  }
  return { apiBaseUrl: config.apiBaseUrl, remotes: remotes as Record<RemoteKey, string> };
}

/** Reads `/config.json`, which index.html preloads so it downloads beside the shell's entry. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
