import { createRequire } from 'node:module';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import type { SchemaDialect } from './schema-dialect.js';
import type { Database } from './schema.js';

/** Connections per instance: a request holds one for a few milliseconds at a time. */
const POOL_SIZE = 10;
/** pg's code for int8 (bigint, and count()): parsed to a number as SQLite gives it. */
const INT8_OID = 20;

/** PostgreSQL's ways of writing what the migrations need. */
export const postgresSchema: SchemaDialect = {
  integer: 'bigint',
  id: { type: 'bigint', column: (col) => col.primaryKey().generatedByDefaultAsIdentity() },
  now: sql`(to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
  async createTrigger(db, { name, on, statement }) {
    // A function per trigger, run at commit (a deferred constraint trigger): the row it updates
    // is locked for the shortest time, and only after the rest of the transaction's locks.
    await sql`CREATE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS ${sql.lit(
      `BEGIN ${statement}; RETURN NULL; END`,
    )}`.execute(db);
    const event =
      'insert' in on
        ? sql.raw(`AFTER INSERT ON ${on.insert}`)
        : 'delete' in on
          ? sql.raw(`AFTER DELETE ON ${on.delete}`)
          : sql.raw(`AFTER UPDATE OF ${on.column} ON ${on.update}`);
    const when = 'update' in on ? sql.raw(`WHEN (OLD.${on.column} IS DISTINCT FROM NEW.${on.column})`) : sql.raw('');
    await sql`CREATE CONSTRAINT TRIGGER ${sql.raw(name)} ${event} DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW ${when} EXECUTE FUNCTION ${sql.raw(name)}()`.execute(db);
  },
};

/** bigint values (ids, counts) as numbers; past 2^53 a number would be wrong, so that fails loudly. */
function parseInt8(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`bigint ${value} is beyond a safe JavaScript number`);
  return number;
}

/**
 * A pool of connections to DATABASE_URL. Nothing is sent until the first query; `onError`
 * hears of a connection lost while idle (pg would otherwise crash the process).
 */
export function openPostgres(url: string, onError: (error: Error) => void): Kysely<Database> {
  // Loaded only with DATABASE_URL: the default start does not pay for it.
  const { Pool, types } = createRequire(import.meta.url)('pg') as typeof pg;
  const pool = new Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
        oid === INT8_OID && format !== 'binary'
          ? parseInt8
          : (types.getTypeParser(oid, format) as unknown)) as typeof types.getTypeParser,
    },
  });
  pool.on('error', onError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The database's name, user and host of a DATABASE_URL, never its password (for messages). */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `${decodeURIComponent(parsed.pathname.slice(1))} on ${parsed.hostname}:${parsed.port || '5432'}`;
}
