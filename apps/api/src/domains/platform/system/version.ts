// The running build's version and commit (issue 13, "Check updates"): SUMAA_VERSION / SUMAA_GIT_COMMIT when the
// deployment sets them (a build without .git), else the workspace's package.json and `git rev-parse HEAD`, read
// once at start; and what each micro-frontend's mf-manifest.json reports.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** apps/api/src/domains/platform/system or dist/apps/api → the workspace root. */
function workspaceRoots(): string[] {
  return [path.resolve(__dirname, '../../../../../..'), path.resolve(__dirname, '../../..'), process.cwd()];
}

export interface BuildInfo {
  version: string;
  commit: string | null;
}

let cached: Promise<BuildInfo> | null = null;

async function readBuildInfo(env: Record<string, string | undefined>): Promise<BuildInfo> {
  let version = env.SUMAA_VERSION?.trim() || null;
  let commit = env.SUMAA_GIT_COMMIT?.trim() || null;
  for (const root of workspaceRoots()) {
    if (!version) {
      const text = await readFile(path.join(root, 'package.json'), 'utf8').catch(() => null);
      const parsed = text ? (JSON.parse(text) as { name?: string; version?: string }) : null;
      if (parsed?.version) version = parsed.version;
    }
    if (!commit) {
      const result = await run('git', ['rev-parse', 'HEAD'], { cwd: root, timeout: 2000 }).catch(() => null);
      const hash = result?.stdout.trim();
      if (hash && /^[0-9a-f]{40}$/.test(hash)) commit = hash;
    }
    if (version && commit) break;
  }
  return { version: version ?? '0.0.0', commit };
}

export function buildInfo(env: Record<string, string | undefined> = process.env): Promise<BuildInfo> {
  cached ??= readBuildInfo(env);
  return cached;
}
