import type { ColumnType, Generated } from 'kysely';

/**
 * The tables, as Kysely sees them. Each capability adds its tables here and a migration in
 * ./migrations; queries live next to the capability that owns them.
 */
export interface Database {
  users: UsersTable;
}

export interface UsersTable {
  id: Generated<number>;
  /** Stored trimmed and lower-cased, so that uniqueness ignores case and spaces. */
  email: string;
  /** The "full name" of the registration screen; shown as "Publié par" in the gallery. */
  username: string;
  password_hash: string;
  /** ISO 8601, UTC. */
  created_at: ColumnType<string, string | undefined, never>;
}
