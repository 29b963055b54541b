// What the avatar store holds, read behind the API's back for tests: the folder on the embedded database, the
// stored_files table on PostgreSQL (plugins/app/uploads.ts picks the same way).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './test-app';

const avatarsDir = (t: TestApp) => path.join(t.dataDir, 'uploads', 'avatars');

/** The names of every stored image. */
export async function storedAvatarNames(t: TestApp): Promise<string[]> {
  if (t.app.db.engine === 'postgres') {
    const rows = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ name: string }>('SELECT name FROM stored_files ORDER BY name'),
    );
    return rows.map((row) => row.name);
  }
  return readdir(avatarsDir(t)).catch(() => [] as string[]);
}

/** The stored bytes of one image. */
export async function storedAvatarBytes(t: TestApp, name: string): Promise<Buffer> {
  if (t.app.db.engine === 'postgres') {
    const [row] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ content: Uint8Array }>('SELECT content FROM stored_files WHERE name = $1', [name]),
    );
    if (!row) throw new Error(`no stored file ${name}`);
    return Buffer.from(row.content);
  }
  return readFile(path.join(avatarsDir(t), name));
}
