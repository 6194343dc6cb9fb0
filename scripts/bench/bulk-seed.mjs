// Rows straight into the site's database, for the cost curve (cost-curve.mjs): hundreds of
// thousands of photos in seconds, where the real upload takes a fifth of a second each. The
// rows go through the database's own triggers (the list's version and total move as they do
// for an upload); only the newest photos, the ones a visitor sees first, get real files.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root } from './processes.mjs';

const { SQLite } = await import(path.join(root, 'server/dist/plugins/database/sqlite-binding.js'));

/** A publisher for every ten photos: the list joins each photo to its publisher's name. */
const PHOTOS_PER_USER = 10;
/**
 * Rows per PostgreSQL statement, each its own transaction. Each row fires two deferred
 * triggers that update the same row of list_versions at commit; inside one transaction each
 * update adds a version of that row which the next one walks past (quadratic). 180,000 photos
 * took 44 s in batches of 2,000, 19 s in batches of 500, 27 s of 200 (a commit, fsync on, each).
 */
const POSTGRES_BATCH = 500;

/** What tells this seeding's publishers apart from the others'. */
const seedingTag = () => randomBytes(6).toString('hex');

/**
 * @typedef {object} PhotoShape What every seeded row says of its files (the sources share it).
 * @property {number} width
 * @property {number} height
 * @property {number} thumbWidth
 * @property {number} thumbHeight
 * @property {number} bytes
 */

/**
 * @typedef {object} BulkSeeder
 * @property {(count: number, shape: PhotoShape) => Promise<void>} addPhotos `count` more photos, newest last, by `count / 10` new publishers.
 * @property {(count: number) => Promise<{ filename: string, thumbnail: string, thumbnailAvif: string }[]>} newest The newest photos' file names.
 * @property {() => Promise<void>} close
 */

/**
 * The SQLite file of a running server (its migrations applied): one recursive CTE per table,
 * in one transaction. The server sees the change through the list's version, as it sees any
 * other process's write.
 * @param {string} dataDir
 * @returns {BulkSeeder}
 */
export function sqliteSeeder(dataDir) {
  const db = new SQLite(path.join(dataDir, 'congres.sqlite'));
  db.pragma('busy_timeout = 5000');
  const series = 'WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < @count)';
  const addUsers = db.prepare(
    `${series} INSERT INTO users (email, username, password_hash)
     SELECT printf('banc-%s-%d@exemple.fr', @tag, i), printf('Participant %d', i + 1), '!' FROM n`,
  );
  const usersOf = db.prepare(`SELECT min(id) AS first, count(*) AS count FROM users WHERE email LIKE @pattern`);
  // A random UUID v4 per photo, as the store names files: the list's bytes are mostly these
  // names, which no compressor shrinks. Materialised, so that each row draws one, used twice.
  const addPhotos = db.prepare(
    `${series}, named AS MATERIALIZED (SELECT i, lower(hex(randomblob(16))) AS h FROM n),
     uuids AS (SELECT i, substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8'
                        || substr(h, 18, 3) || '-' || substr(h, 21, 12) AS u FROM named)
     INSERT INTO photos (user_id, filename, thumbnail, thumbnail_avif, width, height, thumb_width, thumb_height, bytes)
     SELECT @firstUser + i % @users, u || '.jpg', u || '.webp', u || '.avif', @width, @height, @thumbWidth, @thumbHeight, @bytes
     FROM uuids ORDER BY i`,
  );
  const newest = db.prepare(
    'SELECT filename, thumbnail, thumbnail_avif AS "thumbnailAvif" FROM photos ORDER BY id DESC LIMIT ?',
  );
  return {
    async addPhotos(count, shape) {
      const tag = seedingTag();
      const users = Math.max(1, Math.round(count / PHOTOS_PER_USER));
      db.transaction(() => {
        addUsers.run({ count: users, tag });
        const { first } = contiguousUsers(usersOf.get({ pattern: `banc-${tag}-%` }), users);
        addPhotos.run({ count, firstUser: first, users, ...shape });
      })();
      // The log folded back into the file, as SQLite's automatic checkpoints do between uploads:
      // the server's reads would otherwise look through a WAL of the whole seeding.
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    newest: async (count) => newest.all(count),
    close: async () => db.close(),
  };
}

/**
 * A PostgreSQL database of a running server (its migrations applied): generate_series, the
 * photos in statements of POSTGRES_BATCH rows, each its own transaction.
 * @param {string} databaseUrl
 * @returns {Promise<BulkSeeder>}
 */
export async function postgresSeeder(databaseUrl) {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  return {
    async addPhotos(count, shape) {
      const tag = seedingTag();
      const users = Math.max(1, Math.round(count / PHOTOS_PER_USER));
      await client.query(
        `INSERT INTO users (email, username, password_hash)
         SELECT 'banc-' || $1 || '-' || i || '@exemple.fr', 'Participant ' || (i + 1), '!'
         FROM generate_series(0, $2::bigint - 1) AS i`,
        [tag, users],
      );
      const { rows } = await client.query(
        'SELECT min(id)::bigint AS first, count(*)::bigint AS count FROM users WHERE email LIKE $1',
        [`banc-${tag}-%`],
      );
      const { first } = contiguousUsers({ first: Number(rows[0].first), count: Number(rows[0].count) }, users);
      for (let start = 0; start < count; start += POSTGRES_BATCH) {
        const end = Math.min(count, start + POSTGRES_BATCH) - 1;
        await client.query(
          `INSERT INTO photos (user_id, filename, thumbnail, thumbnail_avif, width, height, thumb_width, thumb_height, bytes)
           SELECT $1::bigint + i % $2::bigint, u || '.jpg', u || '.webp', u || '.avif', $3, $4, $5, $6, $7
           FROM (SELECT i, gen_random_uuid()::text AS u FROM generate_series($8::bigint, $9::bigint) AS i) AS named
           ORDER BY i`,
          [first, users, shape.width, shape.height, shape.thumbWidth, shape.thumbHeight, shape.bytes, start, end],
        );
      }
      // What autovacuum does between uploads over a day, done at once: without it, every read of
      // the list's version walks past the hundreds of thousands of dead versions the triggers
      // left of its row (the first page at 200,000 photos fell to a fraction of its req/s).
      await client.query('VACUUM ANALYZE list_versions, users, photos');
    },
    async newest(count) {
      const { rows } = await client.query(
        'SELECT filename, thumbnail, thumbnail_avif AS "thumbnailAvif" FROM photos ORDER BY id DESC LIMIT $1',
        [count],
      );
      return rows;
    },
    close: () => client.end(),
  };
}

/** The publishers just added, whose ids the photos are spread over: one run of ids, or the seeding is wrong. */
function contiguousUsers(found, expected) {
  if (Number(found.count) !== expected) throw new Error(`seeded ${found.count} publishers, expected ${expected}`);
  return { first: Number(found.first) };
}

/**
 * Real files for the `photos` given (the newest, the ones a visitor sees): hard links to the
 * rendered sources, in the store's folder layout, as seedPhotos makes them.
 * @param {string} photosDir
 * @param {{ filename: string, thumbnail: string, thumbnailAvif: string }[]} photos
 * @param {{ full: string, thumb: string, thumbAvif: string }[]} sources Files of rendered photos.
 */
export function linkFiles(photosDir, photos, sources) {
  photos.forEach((photo, k) => {
    const source = sources[k % sources.length];
    for (const [from, to] of [
      [source.full, path.join(photosDir, photo.filename)],
      [source.thumb, path.join(photosDir, 'thumbs', photo.thumbnail)],
      [source.thumbAvif, path.join(photosDir, 'thumbs', photo.thumbnailAvif)],
    ]) {
      if (!fs.existsSync(to)) fs.linkSync(from, to);
    }
  });
}
