import type { Kysely } from 'kysely';
import type { Config } from '../../src/config/config.js';
import { openDatabase } from '../../src/plugins/database/open-database.js';
import type { Database } from '../../src/plugins/database/schema.js';

/**
 * Another connection to a test app's database, not the app's own: as another instance, a
 * command, or the sqlite3 shell or psql opens it. Destroy it when done.
 */
export function outsideConnection(config: Config): Kysely<Database> {
  return openDatabase(config).db;
}
