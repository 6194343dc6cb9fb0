import type { Kysely } from 'kysely';
import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { DatabaseMissingError, openDatabase } from '../plugins/database/open-database.js';
import type { Database } from '../plugins/database/schema.js';

/** A failure the organiser can fix: its French message is printed alone, without a stack. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** What a command prints: `out` for results, `err` for problems (tests collect both). */
export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const consoleOutput: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** "0 photo", "1 photo", "3 photos": French puts the singular up to one. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count > 1 ? 's' : ''}`;
}

/** The settings, read as the server reads them (DATA_DIR above all). */
export function cliConfig(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(`${error.message}\nVoyez .env.example et le README.`);
    throw error;
  }
}

/**
 * Opens the site's database (the SQLite file in DATA_DIR, next to a running server: WAL lets
 * both read and write; or DATABASE_URL) and brings it up to date. Refuses a DATA_DIR without a
 * database rather than creating an empty one.
 */
export async function openSiteDatabase(config: Config): Promise<Kysely<Database>> {
  let database;
  try {
    database = openDatabase(config, { mustExist: true });
  } catch (error) {
    if (!(error instanceof DatabaseMissingError)) throw error;
    throw new CliError(
      `Aucune base de données du site dans DATA_DIR (« ${config.dataDir} ») : démarrez le site une première fois ` +
        '(npm start), ou donnez le bon dossier dans DATA_DIR.',
    );
  }
  try {
    await database.migrate();
  } catch (error) {
    await database.db.destroy();
    throw new CliError(`La base de données ne répond pas : ${(error as Error).message}`);
  }
  return database.db;
}

/**
 * Backup and restore copy the SQLite file with SQLite's own online backup: with PostgreSQL,
 * its own tools do that job (and know its replication, its roles, its dumps).
 */
export function refuseWithPostgres(config: Config, command: 'backup' | 'restore'): void {
  if (config.database.engine !== 'postgres') return;
  throw new CliError(
    command === 'backup'
      ? 'Avec DATABASE_URL, la base de données est sur PostgreSQL : sauvegardez-la avec pg_dump ' +
          '(pg_dump --format=custom --file=congres.dump "$DATABASE_URL"), ou avec les sauvegardes de votre hébergeur. ' +
          'Les photos se sauvegardent avec les outils du stockage (voir docs/scaling.md).'
      : 'Avec DATABASE_URL, la base de données est sur PostgreSQL : restaurez-la avec pg_restore ' +
          '(pg_restore --dbname="$DATABASE_URL" congres.dump), ou avec les outils de votre hébergeur (voir docs/scaling.md).',
    2,
  );
}

/** Runs a command's main function as a process: exit code 0, or its CliError's code and message. */
export function runCli(main: (args: string[], output: CliOutput) => Promise<void>): void {
  main(process.argv.slice(2), consoleOutput).then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof CliError) {
        consoleOutput.err(error.message);
        process.exit(error.exitCode);
      }
      consoleOutput.err(`Erreur inattendue : ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
