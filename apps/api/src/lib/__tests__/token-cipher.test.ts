import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { TokenCipher, TokenDecryptionError } from '../token-cipher';
import { decodeTokenEncryptionKey, loadTokenKeyRing, tokenKeyId } from '../token-encryption-key';

const keyText = () => randomBytes(32).toString('base64');

describe('Google token encryption', () => {
  it('round-trips a token and never stores it readable', () => {
    const cipher = new TokenCipher(
      loadTokenKeyRing({
        tokenEncryptionKey: keyText(),
        tokenEncryptionKeyFile: '',
        previousTokenEncryptionKeys: [],
      }),
    );
    const sealed = cipher.encrypt('1//refresh-token-value', 'business-a:refresh');
    expect(sealed).not.toContain('refresh-token-value');
    expect(cipher.encrypt('1//refresh-token-value', 'business-a:refresh')).not.toBe(sealed); // fresh IV
    expect(cipher.decrypt(cipher.currentKeyId, sealed, 'business-a:refresh')).toBe('1//refresh-token-value');
  });

  it('refuses a value moved to another business or column, or altered', () => {
    const cipher = new TokenCipher(
      loadTokenKeyRing({
        tokenEncryptionKey: keyText(),
        tokenEncryptionKeyFile: '',
        previousTokenEncryptionKeys: [],
      }),
    );
    const sealed = cipher.encrypt('secret', 'business-a:refresh');
    expect(() => cipher.decrypt(cipher.currentKeyId, sealed, 'business-b:refresh')).toThrow(
      TokenDecryptionError,
    );
    const altered = Buffer.from(sealed, 'base64url');
    altered[14] ^= 1;
    expect(() =>
      cipher.decrypt(cipher.currentKeyId, altered.toString('base64url'), 'business-a:refresh'),
    ).toThrow(TokenDecryptionError);
  });

  it('reads tokens sealed with a previous key after rotation, and seals new ones with the current key', () => {
    const oldKey = keyText();
    const before = new TokenCipher(
      loadTokenKeyRing({
        tokenEncryptionKey: oldKey,
        tokenEncryptionKeyFile: '',
        previousTokenEncryptionKeys: [],
      }),
    );
    const sealed = before.encrypt('secret', 'aad');
    const after = new TokenCipher(
      loadTokenKeyRing({
        tokenEncryptionKey: keyText(),
        tokenEncryptionKeyFile: '',
        previousTokenEncryptionKeys: [oldKey],
      }),
    );
    expect(after.currentKeyId).not.toBe(before.currentKeyId);
    expect(after.decrypt(before.currentKeyId, sealed, 'aad')).toBe('secret');
    const withoutOldKey = new TokenCipher(
      loadTokenKeyRing({
        tokenEncryptionKey: keyText(),
        tokenEncryptionKeyFile: '',
        previousTokenEncryptionKeys: [],
      }),
    );
    expect(() => withoutOldKey.decrypt(before.currentKeyId, sealed, 'aad')).toThrow(/unknown key id/);
  });

  it('generates a key once into DATA_DIR, readable only by its owner, when none is configured', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-google-key-'));
    try {
      const { google } = loadConfig({ DATA_DIR: dataDir });
      const first = loadTokenKeyRing(google);
      const second = loadTokenKeyRing(google);
      expect(second.current.id).toBe(first.current.id);
      const file = path.join(dataDir, 'google-token-key');
      expect(decodeTokenEncryptionKey(await readFile(file, 'utf8'))).toEqual(first.current.key);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('accepts 32-byte keys as hex, base64 or base64url and refuses anything else at start', () => {
    const bytes = randomBytes(32);
    for (const text of [bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')]) {
      expect(tokenKeyId(decodeTokenEncryptionKey(text)!)).toBe(tokenKeyId(bytes));
    }
    expect(() => loadConfig({ GOOGLE_TOKEN_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /GOOGLE_TOKEN_ENCRYPTION_KEY/,
    );
    expect(() => loadConfig({ GOOGLE_TOKEN_ENCRYPTION_PREVIOUS_KEYS: `${keyText()},nope` })).toThrow(
      /GOOGLE_TOKEN_ENCRYPTION_PREVIOUS_KEYS/,
    );
  });
});
