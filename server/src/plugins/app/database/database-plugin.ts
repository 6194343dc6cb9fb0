import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from './open-database.js';
import type { Database } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Opens the database in DATA_DIR, migrates it, and closes it with the server. */
export default fp(
  async function databasePlugin(app: FastifyInstance) {
    const db = openDatabase(app.config.dataDir);
    await migrateToLatest(db);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
