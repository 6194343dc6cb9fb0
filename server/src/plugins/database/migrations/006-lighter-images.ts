import type { Kysely } from 'kysely';

/**
 * The lighter files of a photo (decision 041): its thumbnail in AVIF, and the WebP copy
 * the lightbox shows. Null for photos published before this migration (they have neither), and
 * `display` also when the WebP would not have been lighter than the JPEG.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photos').addColumn('thumbnail_avif', 'text').execute();
  await db.schema.alterTable('photos').addColumn('display', 'text').execute();
}
