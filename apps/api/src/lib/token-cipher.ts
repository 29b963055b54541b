// AES-256-GCM for Google tokens at rest. Each value gets a fresh 96-bit IV; the associated data binds a
// ciphertext to its business and column, so a value copied into another row (or column) fails to decrypt.
// Stored as base64url(iv ‖ ciphertext ‖ tag), with the key id in its own column.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TokenKeyRing } from './token-encryption-key';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TokenDecryptionError extends Error {
  constructor(reason: string) {
    super(`A stored Google token could not be decrypted: ${reason}`);
    this.name = 'TokenDecryptionError';
  }
}

export class TokenCipher {
  constructor(private readonly keys: TokenKeyRing) {}

  get currentKeyId(): string {
    return this.keys.current.id;
  }

  encrypt(plaintext: string, associatedData: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.current.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  decrypt(keyId: string, stored: string, associatedData: string): string {
    const key = this.keys.byId.get(keyId);
    if (!key) throw new TokenDecryptionError(`unknown key id ${keyId} (was a previous key dropped?)`);
    const bytes = Buffer.from(stored, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new TokenDecryptionError('value too short');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new TokenDecryptionError('authentication failed');
    }
  }
}
