// The HS256 signing secret: JWT_SECRET when set; otherwise generated once and kept in DATA_DIR/jwt-secret,
// so tokens survive restarts and the end-to-end tests can sign tokens of their own (e.g. an expired one).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_SECRET_LENGTH = 32;

export function loadSigningSecret(config: {
  jwtSecret: string | undefined;
  jwtSecretFile: string;
}): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  try {
    const stored = readFileSync(config.jwtSecretFile, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return new TextEncoder().encode(stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(config.jwtSecretFile), { recursive: true });
  // 0600: only the API's own user may read the key that signs every session.
  writeFileSync(config.jwtSecretFile, `${secret}\n`, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}
