// The cluster folder of `npm run start:cluster` and the files in it: the repository's config templates rendered
// into run/, the shared secrets (generated once, 0600), and cluster.json, which says where everything runs (the
// kill test reads it).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const CLUSTER_STATE_FILE = 'cluster.json';

/** A template of tools/cluster with every {{NAME}} replaced; a name without a value is an error, not an empty string. */
export function renderTemplate(name, values) {
  const text = readFileSync(path.join(import.meta.dirname, name), 'utf8');
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
    if (values[key] === undefined) throw new Error(`${name}: no value for {{${key}}}`);
    return String(values[key]);
  });
}

/**
 * The signing secret and the Google token key every API process shares (config.ts refuses to start without them
 * on PostgreSQL), generated into the cluster folder once and kept there, readable by this user only.
 * `jwt-secret` is where the e2e support reads the signing secret from (tools/e2e/support/product.ts).
 */
export function sharedSecrets(dir) {
  const read = (file, generate) => {
    const full = path.join(dir, file);
    if (!existsSync(full)) writeFileSync(full, generate(), { mode: 0o600 });
    chmodSync(full, 0o600);
    return readFileSync(full, 'utf8').trim();
  };
  return {
    JWT_SECRET: read('jwt-secret', () => randomBytes(48).toString('base64url')),
    GOOGLE_TOKEN_ENCRYPTION_KEY: read('google-token-key', () => randomBytes(32).toString('hex')),
  };
}

export function writeClusterState(dir, state) {
  const file = path.join(dir, CLUSTER_STATE_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

export function readClusterState(dir) {
  const file = path.join(dir, CLUSTER_STATE_FILE);
  if (!existsSync(file))
    throw new Error(`${file} is missing: is \`npm run start:cluster\` running on that folder?`);
  return JSON.parse(readFileSync(file, 'utf8'));
}
