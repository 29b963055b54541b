import fp from 'fastify-plugin';
import { AvatarStore } from '../../storage/avatar-store';

declare module 'fastify' {
  interface FastifyInstance {
    avatars: AvatarStore;
  }
}

/** app.avatars: profile images kept in DATA_DIR/uploads, outside any web root. */
export const uploadsPlugin = fp(
  async (app) => {
    app.decorate('avatars', new AvatarStore(app.config.uploadsDir));
  },
  { name: 'uploads', dependencies: ['app-context'] },
);
