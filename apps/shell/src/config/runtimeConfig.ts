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

/** The config as public/session-start.js read it, on a signed-in area's page: taken once. */
function takeEarlyConfig(): Promise<unknown> | undefined {
  const holder = globalThis as typeof globalThis & { __sumaaEarlyConfig?: Promise<unknown> };
  const early = holder.__sumaaEarlyConfig;
  delete holder.__sumaaEarlyConfig;
  return early;
}

/**
 * Reads `/config.json`, which index.html preloads so it downloads beside the shell's entry (and session-start.js
 * may already have read: then its copy is used, and the file is read here only if that failed).
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const early = takeEarlyConfig();
  if (early) {
    const value = await early.catch(() => undefined);
    if (value !== undefined) return parseRuntimeConfig(value);
  }
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
