// Makes the database (already migrated and seeded by buildApp) available as app.db.
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export const databasePlugin = fp<{ database: Database; closeOnShutdown: boolean }>(
  async (app, options) => {
    app.decorate('db', options.database);
    if (options.closeOnShutdown) {
      app.addHook('onClose', async () => {
        await options.database.close();
      });
    }
  },
  { name: 'database' },
);
