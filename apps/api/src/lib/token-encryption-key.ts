// The AES-256 key ring that encrypts Google tokens at rest. The current key encrypts; it and the previous
// keys (GOOGLE_TOKEN_ENCRYPTION_PREVIOUS_KEYS) decrypt, found by the key id stored beside each row, so a
// key can be rotated without a migration: rows move to the new key the next time they are saved.
// With no key configured, one is generated once into DATA_DIR (0600), like the JWT secret.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;

/** 64 hex characters, or base64 / base64url of 32 bytes. */
export function decodeTokenEncryptionKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEY_BYTES ? bytes : null;
}

export function isTokenEncryptionKey(value: string): boolean {
  return decodeTokenEncryptionKey(value) !== null;
}

/** A short, stable name of a key (not secret: a hash prefix), stored with the rows it encrypted. */
export function tokenKeyId(key: Buffer): string {
  return createHash('sha256').update('sumaa-google-token-key').update(key).digest('hex').slice(0, 16);
}

export interface TokenKeyRing {
  current: { id: string; key: Buffer };
  byId: ReadonlyMap<string, Buffer>;
}

function readOrCreateKeyFile(file: string): Buffer {
  try {
    const stored = decodeTokenEncryptionKey(readFileSync(file, 'utf8'));
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  mkdirSync(path.dirname(file), { recursive: true });
  // 0600: only the API's own user may read the key protecting every stored Google token.
  writeFileSync(file, `${key.toString('base64url')}\n`, { mode: 0o600 });
  return key;
}

export function loadTokenKeyRing(config: {
  tokenEncryptionKey: string | undefined;
  tokenEncryptionKeyFile: string;
  previousTokenEncryptionKeys: readonly string[];
}): TokenKeyRing {
  const currentKey = config.tokenEncryptionKey
    ? decodeTokenEncryptionKey(config.tokenEncryptionKey)
    : readOrCreateKeyFile(config.tokenEncryptionKeyFile);
  if (!currentKey) throw new Error('GOOGLE_TOKEN_ENCRYPTION_KEY is not a 32-byte key');
  const byId = new Map<string, Buffer>();
  for (const previous of config.previousTokenEncryptionKeys) {
    const key = decodeTokenEncryptionKey(previous);
    if (key) byId.set(tokenKeyId(key), key);
  }
  const current = { id: tokenKeyId(currentKey), key: currentKey };
  byId.set(current.id, current.key);
  return { current, byId };
}
