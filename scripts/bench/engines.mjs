// Section 8 of the bench: the site on PostgreSQL, S3-compatible storage and Redis, with one
// instance and with two behind nginx, measured as sections 1 and 4 measure the SQLite default
// (wrk on GET /api/photos, autocannon on uploads), with as many photos in the list.
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startPostgres, startRedis, startS3Server } from '../lib/engines.mjs';
import { startBalancer } from '../lib/nginx-balancer.mjs';
import { measureGet, measureRequests } from './load.mjs';
import { onCleanup, root, startServer, tempDir } from './processes.mjs';
import { login, photoVariants, register, renderSources, uploadRequests } from './seed.mjs';

const build = (file) => import(path.join(root, 'server/dist', file));

/**
 * PostgreSQL (durable: fsync on, as a real one) as a server of its own on loopback, with an
 * empty database `congres`: its URL, and `stop` (also done at the end of the bench).
 */
export async function startPostgresDatabase() {
  const postgres = await startPostgres();
  onCleanup(() => postgres.stop());
  const admin = new pg.Client(postgres.url);
  await admin.connect();
  await admin.query('CREATE DATABASE congres');
  await admin.end();
  return { url: postgres.url.replace(/\/postgres$/, '/congres'), stop: postgres.stop };
}

/**
 * Starts PostgreSQL, Redis and s3rver, each its own server on loopback, and returns the
 * settings of a site on them. Everything is stopped at the end.
 */
async function startEngines() {
  const postgres = await startPostgresDatabase();
  const redis = await startRedis();
  onCleanup(() => redis.stop());
  const s3 = await startS3Server();
  onCleanup(() => s3.stop());
  await s3.createBucket('congres-photos');
  return {
    DATABASE_URL: postgres.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    REDIS_URL: redis.url,
    ...s3.env('congres-photos'),
    TRUST_PROXY: 'true',
  };
}

/**
 * `count` photos in the site's database and bucket, through the server's own modules (its
 * database and its photo storage): a few renders by the real pipeline, each stored again
 * under new names, as the SQLite seeder hard-links them.
 */
async function seedThroughStorage(site, url, count) {
  const email = `seed-engines-${Date.now()}@exemple.fr`;
  await register(url, email, 'Photographe du banc', 'motdepasse-du-banc-3');
  const { loadConfig } = await build('config/config.js');
  const { openDatabase } = await build('plugins/database/open-database.js');
  const { createPhotoFiles } = await build('domain/photos/create-photo-files.js');
  const config = loadConfig({ ...site, DATA_DIR: tempDir('congres-bench-seed-') });
  const { db } = openDatabase(config);
  const files = await createPhotoFiles(config);
  try {
    const renders = await renderSources(tempDir('congres-bench-sources-'), 6, 11);
    const { id: userId } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const rows = [];
    // Eight puts at a time: the bucket is on the same two cores.
    for (let start = 0; start < count; start += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, count - start) }, async (_v, k) => {
          const source = renders[(start + k) % renders.length];
          const id = randomUUID();
          await files.put('full', `${id}.jpg`, source.full);
          await files.put('thumb', `${id}.webp`, source.thumb);
          rows.push({
            user_id: userId,
            filename: `${id}.jpg`,
            thumbnail: `${id}.webp`,
            width: source.width,
            height: source.height,
            thumb_width: source.thumbWidth,
            thumb_height: source.thumbHeight,
            bytes: source.full.length,
          });
        }),
      );
    }
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertInto('photos')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  } finally {
    files.close();
    await db.destroy();
  }
}

/** Uploads `amount` new photos through `url`, `connections` at a time, as one new account. */
async function measureUploads(url, { amount, connections, variants }) {
  const email = `upload-engines-${Date.now()}-${randomUUID().slice(0, 8)}@exemple.fr`;
  const password = 'motdepasse-du-banc-4';
  await register(url, email, 'Envoyeur du banc', password);
  const token = await login(url, email, password);
  const { first, setupRequest } = await uploadRequests(variants.slice(0, amount), token);
  return measureRequests({
    url: `${url}/api/upload-photo`,
    method: 'POST',
    ...first,
    connections,
    amount,
    setupRequest,
  });
}

/**
 * One instance, the same behind nginx, then two behind nginx: list req/s and uploads/s for each.
 * `log` reports progress; the figures are returned for the report.
 */
export async function measureEngines({ photos, seconds, uploads, log }) {
  log('engines: starting PostgreSQL, Redis and s3rver');
  const site = await startEngines();
  const first = await startServer(tempDir('congres-bench-one-'), site);
  log(`engines: seeding ${photos} photos into PostgreSQL and the bucket`);
  await seedThroughStorage(site, first.url, photos);
  const variants = await photoVariants(77, uploads * 3);
  const setups = {};
  const measure = async (name, url, pids) => {
    log(`engines: ${name}`);
    const list = await measureGet(`${url}/api/photos`, { seconds, pids });
    const upload = await measureUploads(url, {
      amount: uploads,
      connections: 4,
      variants: variants.splice(0, uploads),
    });
    setups[name] = { list, upload };
  };
  await measure('one', first.url, [first.pid]);
  const alone = await startBalancer([first.port]);
  onCleanup(() => alone.stop());
  await measure('oneBehindNginx', alone.url, [first.pid]);
  const second = await startServer(tempDir('congres-bench-two-'), site);
  const both = await startBalancer([first.port, second.port]);
  onCleanup(() => both.stop());
  await measure('twoBehindNginx', both.url, [first.pid, second.pid]);
  return setups;
}
