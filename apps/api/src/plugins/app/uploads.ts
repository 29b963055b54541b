import fp from 'fastify-plugin';
import { DirectoryAvatarStore, type AvatarStore } from '../../storage/avatar-store';
import { DatabaseAvatarStore } from '../../storage/database-avatar-store';

declare module 'fastify' {
  interface FastifyInstance {
    avatars: AvatarStore;
  }
}

/**
 * app.avatars: uploaded images. On PostgreSQL (DATABASE_URL), in the database, which every API process shares;
 * on the embedded database, which one process owns, in DATA_DIR/uploads, outside any web root.
 */
export const uploadsPlugin = fp(
  async (app) => {
    const avatars: AvatarStore =
      app.db.engine === 'postgres'
        ? new DatabaseAvatarStore(app.db, app.now)
        : new DirectoryAvatarStore(app.config.uploadsDir);
    app.decorate('avatars', avatars);
  },
  { name: 'uploads', dependencies: ['app-context', 'database'] },
);
