// Images in the database (stored_files, migration 037): what every API process on one PostgreSQL shares, and
// what a backup of the database carries with it. An image is at most 5 MB after re-encoding, a size bytea
// holds well; a deployment that outgrows it puts an object store behind the same AvatarStore interface.
import type { Database } from '../db/database';
import type { ImageType } from '../lib/image-type';
import { AVATAR_FILE_NAME, preparedAvatar, storedAvatar, type AvatarStore } from './avatar-store';

export class DatabaseAvatarStore implements AvatarStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async save(bytes: Buffer, type: ImageType): Promise<string> {
    const prepared = await preparedAvatar(bytes, type);
    // The primary key refuses a second file of the same name: never overwritten.
    await this.db.query('INSERT INTO stored_files (name, content, created_at) VALUES ($1, $2, $3)', [
      prepared.fileName,
      prepared.bytes,
      this.now(),
    ]);
    return prepared.fileName;
  }

  async read(fileName: string): Promise<{ bytes: Buffer; type: ImageType } | null> {
    if (!AVATAR_FILE_NAME.test(fileName)) return null;
    const [row] = await this.db.query<{ content: Uint8Array }>(
      'SELECT content FROM stored_files WHERE name = $1',
      [fileName],
    );
    return row ? storedAvatar(Buffer.from(row.content)) : null;
  }

  async remove(fileName: string): Promise<void> {
    if (!AVATAR_FILE_NAME.test(fileName)) return;
    await this.db.query('DELETE FROM stored_files WHERE name = $1', [fileName]);
  }
}
