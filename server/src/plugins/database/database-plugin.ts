import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase } from './open-database.js';
import type { Database } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Opens the site's database (SQLite in DATA_DIR, or DATABASE_URL), migrates it, closes it with the server. */
export default fp(
  async function databasePlugin(app: FastifyInstance) {
    const database = openDatabase(app.config, {
      onError: (error) => app.log.error({ err: error }, 'database connection lost while idle'),
    });
    try {
      await database.migrate();
    } catch (error) {
      await database.db.destroy();
      throw error;
    }
    app.log.info({ database: database.description }, 'database ready');
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.db.destroy();
    });
  },
  { name: 'database' },
);
