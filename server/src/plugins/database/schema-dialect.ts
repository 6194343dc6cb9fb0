import type { ColumnDefinitionBuilder, Kysely, RawBuilder } from 'kysely';

/** What a migration does after a change of a table: the statement runs once per row changed. */
export interface ListTrigger {
  name: string;
  /** `insert` or `delete` on `table`, or an update that changes `column` to another value. */
  on: { insert: string } | { delete: string } | { update: string; column: string };
  /** One SQL statement, the same in both dialects. */
  statement: string;
}

/**
 * The few things the migrations write differently in SQLite and PostgreSQL; everything else is
 * the same Kysely schema builder. Each database module (sqlite-database.ts,
 * postgres-database.ts) gives its own, so no migration asks which database it runs on.
 */
export interface SchemaDialect {
  /** Integer columns: SQLite's `integer` holds 64 bits; PostgreSQL's would hold 32, so `bigint`. */
  integer: 'integer' | 'bigint';
  /** The type and constraints of an `id` primary key numbered by the database. */
  id: { type: 'integer' | 'bigint'; column: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder };
  /** A column default: the current instant, ISO 8601 in UTC with milliseconds (2025-05-23T08:15:02.123Z). */
  now: RawBuilder<unknown>;
  /** Creates a trigger whose statement commits with the change that fired it. */
  createTrigger(db: Kysely<unknown>, trigger: ListTrigger): Promise<void>;
}
