// The daily backup's file format (issue 21): AES-256-GCM, an authenticated cipher, so a file changed by even one
// bit (or encrypted under another key) is refused before anything is restored from it.
//   MAGIC (8) ‖ key id (8) ‖ IV (12) ‖ ciphertext ‖ tag (16); the first 28 bytes are the associated data.
// Encryption streams (a pg_dump can be large and never touches the disk in the clear); decryption works on the
// bytes a restore already holds in memory, and returns nothing unless the tag verifies.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';

const MAGIC = Buffer.from('SUMAABK1');
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + IV_BYTES;

/** Not secret: tells "encrypted under another key" apart from "altered". */
export function backupKeyId(key: Buffer): Buffer {
  return createHash('sha256').update('sumaa-backup-key').update(key).digest().subarray(0, KEY_ID_BYTES);
}

export function isEncryptedBackup(bytes: Buffer): boolean {
  return bytes.length >= MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);
}

/** A stream that turns the dump into the encrypted file: header first, the tag last. */
export function encryptingStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, backupKeyId(key), iv]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  let headerSent = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!headerSent) {
        this.push(header);
        headerSent = true;
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!headerSent) this.push(header);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

export type BackupDecryptionFailure = 'otherKey' | 'tampered';

export class BackupDecryptionError extends Error {
  constructor(readonly reason: BackupDecryptionFailure) {
    super(reason === 'otherKey' ? 'the backup was encrypted with another key' : 'the backup was altered');
    this.name = 'BackupDecryptionError';
  }
}

/** The dump inside an encrypted backup; throws BackupDecryptionError unless it is intact and under `key`. */
export function decryptBackup(key: Buffer, bytes: Buffer): Buffer {
  if (!isEncryptedBackup(bytes) || bytes.length < HEADER_BYTES + TAG_BYTES)
    throw new BackupDecryptionError('tampered');
  const header = bytes.subarray(0, HEADER_BYTES);
  if (!header.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES).equals(backupKeyId(key)))
    throw new BackupDecryptionError('otherKey');
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length + KEY_ID_BYTES));
  decipher.setAAD(header);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(HEADER_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new BackupDecryptionError('tampered');
  }
}
