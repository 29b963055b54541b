// Runtime plugin, used on a signed-in area's page load: the federation runtime's first read of that area's
// mf-manifest.json takes the answer public/session-start.js fetched before the shell's entry ran (issue 25, "Cut
// the waterfall"). Once only, and only a successful answer for the same URL; otherwise (no early fetch, a failure,
// a retry after one) the runtime fetches the manifest itself, so a remote that was down and came back is read anew.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface EarlyManifest {
  url: string;
  response: Response;
}

type EarlyManifestHolder = typeof globalThis & { __sumaaEarlyManifest?: Promise<EarlyManifest | null> };

/** The early manifest answer for `url`, taken once; null when there is none to use. */
export async function takeEarlyManifest(url: string): Promise<Response | null> {
  const holder = globalThis as EarlyManifestHolder;
  const early = holder.__sumaaEarlyManifest;
  if (!early) return null;
  delete holder.__sumaaEarlyManifest;
  try {
    const answer = await early;
    return answer && answer.url === url && answer.response.ok ? answer.response : null;
  } catch {
    return null;
  }
}

export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sumaa-early-manifest',
    fetch(url, init) {
      // Nothing returned: the runtime fetches the file itself.
      if (!(globalThis as EarlyManifestHolder).__sumaaEarlyManifest) return;
      return takeEarlyManifest(url).then((response) => response ?? fetch(url, init));
    },
  };
}
