// Profile images and business logos: stored under random names that carry the sniffed type, served only
// through GET /api/files/avatars/:file. What is stored is the image re-encoded without its metadata
// (image-reencoding.ts), never the uploaded bytes. Two places hold them (uploads plugin): a folder in
// DATA_DIR/uploads/avatars for the embedded single process, the database for several processes on PostgreSQL
// (database-avatar-store.ts), so an image uploaded through one process is served by every other.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_EXTENSIONS, sniffImageType, type ImageType } from '../lib/image-type';
import { reencodeImage } from '../lib/image-reencoding';

/** 32 hex characters and a known extension: nothing else can name a stored file (no "..", no slashes). */
export const AVATAR_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

export interface AvatarStore {
  /** Stores the image re-encoded and returns its new name; throws UnreadableImageError when it does not decode as `type`. */
  save(bytes: Buffer, type: ImageType): Promise<string>;
  /** The file and its type as sniffed now, or null when the name is not one of ours or the file is gone. */
  read(fileName: string): Promise<{ bytes: Buffer; type: ImageType } | null>;
  remove(fileName: string): Promise<void>;
}

/** What both stores do before writing: the cleaned bytes, and a fresh name that carries their type. */
export async function preparedAvatar(
  bytes: Buffer,
  type: ImageType,
): Promise<{ fileName: string; bytes: Buffer }> {
  const cleaned = await reencodeImage(bytes, type);
  return { fileName: `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[type]}`, bytes: cleaned };
}

/** The stored bytes as an image of ours, or null when they no longer sniff as one. */
export function storedAvatar(bytes: Buffer): { bytes: Buffer; type: ImageType } | null {
  const type = sniffImageType(bytes);
  return type ? { bytes, type } : null;
}

/** The embedded default: files in a folder of this machine, outside any web root. */
export class DirectoryAvatarStore implements AvatarStore {
  private readonly directory: string;

  constructor(uploadsDir: string) {
    this.directory = path.join(uploadsDir, 'avatars');
  }

  async save(bytes: Buffer, type: ImageType): Promise<string> {
    const prepared = await preparedAvatar(bytes, type);
    await mkdir(this.directory, { recursive: true });
    // wx: never overwrite, even on an astronomically unlikely name collision.
    await writeFile(path.join(this.directory, prepared.fileName), prepared.bytes, {
      flag: 'wx',
      mode: 0o640,
    });
    return prepared.fileName;
  }

  async read(fileName: string): Promise<{ bytes: Buffer; type: ImageType } | null> {
    if (!AVATAR_FILE_NAME.test(fileName)) return null;
    try {
      return storedAvatar(await readFile(path.join(this.directory, fileName)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(fileName: string): Promise<void> {
    if (!AVATAR_FILE_NAME.test(fileName)) return;
    await rm(path.join(this.directory, fileName), { force: true });
  }
}
