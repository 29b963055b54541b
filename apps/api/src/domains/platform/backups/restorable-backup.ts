// What a restore loads from the uploaded file: an on-demand backup as it is, a daily backup only once decrypted
// and authenticated with BACKUP_ENCRYPTION_KEY (a file altered by one bit, or under another key, is refused
// before anything is loaded).
import { AppError } from '../../../http/app-error';
import { BackupDecryptionError, decryptBackup, isEncryptedBackup } from './backup-cipher';

export function restorableBackupBytes(bytes: Buffer, key: Buffer | null): Buffer {
  if (!isEncryptedBackup(bytes)) return bytes;
  if (!key) throw new AppError(400, 'systemBackupKeyMissing', { file: ['invalidValue'] });
  try {
    return decryptBackup(key, bytes);
  } catch (error) {
    if (!(error instanceof BackupDecryptionError)) throw error;
    const code = error.reason === 'otherKey' ? 'systemBackupOtherKey' : 'systemBackupTampered';
    throw new AppError(400, code, { file: ['invalidValue'] });
  }
}
