// Prints the site's stored content as JSON for `npm run content:todo` (client/build/content-todo.ts,
// decision 086): `{ version, content, seed }` once the database holds a version, `{ none }` when
// DATA_DIR holds no database yet or the content was never stored. Read only: no migration runs.
import { sql } from 'kysely';
import { storedPublication } from '../domain/content/content-versions.js';
import { DatabaseMissingError, openDatabase } from '../plugins/database/open-database.js';
import { CliError, cliConfig, runCli } from './cli-support.js';

runCli(async (_args, output) => {
  const config = cliConfig();
  let database;
  try {
    database = openDatabase(config, { mustExist: true });
  } catch (error) {
    if (!(error instanceof DatabaseMissingError)) throw error;
    output.out(JSON.stringify({ none: `no database in DATA_DIR (${config.dataDir})` }));
    return;
  }
  try {
    try {
      await sql`select 1`.execute(database.db);
    } catch (error) {
      throw new CliError(`La base de données ne répond pas (${database.description}) : ${(error as Error).message}`);
    }
    const stored = await storedPublication(database.db);
    output.out(JSON.stringify(stored ?? { none: `no content stored yet in ${database.description}` }));
  } finally {
    await database.db.destroy();
  }
});
