// Profile images on disk in DATA_DIR/uploads/avatars: outside any web root, under random names that
// carry the sniffed type, served only through GET /api/files/avatars/:file. What is written is the image
// re-encoded without its metadata (image-reencoding.ts), never the uploaded bytes.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_EXTENSIONS, sniffImageType, type ImageType } from '../lib/image-type';
import { reencodeImage } from '../lib/image-reencoding';

/** 32 hex characters and a known extension: nothing else can name a stored file (no "..", no slashes). */
export const AVATAR_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

export class AvatarStore {
  private readonly directory: string;

  constructor(uploadsDir: string) {
    this.directory = path.join(uploadsDir, 'avatars');
  }

  /** Stores the image re-encoded; throws UnreadableImageError when it does not decode as `type`. */
  async save(bytes: Buffer, type: ImageType): Promise<string> {
    const cleaned = await reencodeImage(bytes, type);
    await mkdir(this.directory, { recursive: true });
    const fileName = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
    // wx: never overwrite, even on an astronomically unlikely name collision.
    await writeFile(path.join(this.directory, fileName), cleaned, { flag: 'wx', mode: 0o640 });
    return fileName;
  }

  /** The file and its type as sniffed now, or null when the name is not one of ours or the file is gone. */
  async read(fileName: string): Promise<{ bytes: Buffer; type: ImageType } | null> {
    if (!AVATAR_FILE_NAME.test(fileName)) return null;
    try {
      const bytes = await readFile(path.join(this.directory, fileName));
      const type = sniffImageType(bytes);
      return type ? { bytes, type } : null;
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
