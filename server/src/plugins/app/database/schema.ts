import type { ColumnType, Generated } from 'kysely';

/**
 * The tables, as Kysely sees them. Each capability adds its tables here and a migration in
 * ./migrations; queries live next to the capability that owns them.
 */
export interface Database {
  users: UsersTable;
  photos: PhotosTable;
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

/** A published photo: its two files live in DATA_DIR/photos (see plugins/app/photos). */
export interface PhotosTable {
  id: Generated<number>;
  user_id: number;
  /** `{uuid}.jpg`, the full-size image (at most 1024 px, 1 MB, no metadata). */
  filename: string;
  /** `{uuid}.webp`, about 400 px wide, in photos/thumbs. */
  thumbnail: string;
  width: number;
  height: number;
  thumb_width: number;
  thumb_height: number;
  bytes: number;
  /** ISO 8601, UTC. */
  created_at: ColumnType<string, string | undefined, never>;
}
