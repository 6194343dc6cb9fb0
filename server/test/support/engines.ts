import { createHash } from 'node:crypto';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Pool } from 'pg';

/**
 * The engines of this test run, from its environment: none by default (SQLite in DATA_DIR, the
 * photo folder, counters in memory); `.ci/run` runs the server tests a second time through
 * scripts/with-engines.mjs, which sets DATABASE_URL, STORAGE=s3 with S3_*, and REDIS_URL.
 */
const env = process.env;
const read = (name: string) => (env[name]?.trim() === '' ? undefined : env[name]?.trim());
export const testEngines = {
  postgres: read('DATABASE_URL'),
  s3: read('STORAGE') === 's3' ? read('S3_ENDPOINT') : undefined,
  redis: read('REDIS_URL'),
};

/**
 * Settings that put a test app back on SQLite, for what only SQLite does (its file, its online
 * backup), with its signing key generated in DATA_DIR as by default.
 */
export const ON_SQLITE = { DATABASE_URL: '', JWT_SECRET: '' } as const;
/** Settings that put a test app back on the local folder, for what only the folder does (its files on disk). */
export const ON_LOCAL_FOLDER = {
  STORAGE: 'local',
  S3_ENDPOINT: '',
  S3_REGION: '',
  S3_BUCKET: '',
  S3_ACCESS_KEY_ID: '',
  S3_SECRET_ACCESS_KEY: '',
  S3_FORCE_PATH_STYLE: '',
} as const;

const databases = new Map<string, Promise<void>>();
let admin: Pool | undefined;
let s3: S3Client | undefined;
// The engines' clients are imported only in a run with engines, when this module loads (never
// inside a hook, whose time they would take): the AWS SDK alone takes a good part of a second to
// import, in each of the server's test files on SQLite, which never use it (decision 075).
const pg = testEngines.postgres === undefined ? undefined : (await import('pg')).default;
const s3Sdk = testEngines.s3 === undefined ? undefined : await import('@aws-sdk/client-s3');

/**
 * The settings that give `dataDir` its own database and its own bucket in this run's engines,
 * created on first use, as a DATA_DIR has its own SQLite file and photo folder: an app started
 * again on the same DATA_DIR finds its data, two DATA_DIRs share nothing. Empty by default.
 */
export async function engineEnv(dataDir: string): Promise<Record<string, string>> {
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const settings: Record<string, string> = {};
  if (testEngines.postgres !== undefined && pg !== undefined) {
    const name = `congres_t_${key}`;
    admin ??= new pg.Pool({ connectionString: testEngines.postgres, max: 2 });
    const pool = admin;
    // Made once per DATA_DIR, however many apps start on it at once.
    let created = databases.get(name);
    if (created === undefined) {
      created = pool.query(`CREATE DATABASE ${name}`).then(
        () => undefined,
        (error: { code?: string }) => {
          // Already there (made by another test file's process for the same folder: never, in practice).
          if (error.code !== '42P04' && error.code !== '23505') throw error;
        },
      );
      databases.set(name, created);
    }
    await created;
    const url = new URL(testEngines.postgres);
    url.pathname = `/${name}`;
    settings.DATABASE_URL = url.toString();
    // Every instance of a site on PostgreSQL signs with the same key (config.ts requires it).
    settings.JWT_SECRET = `key-of-the-test-site-${key}`;
  }
  if (testEngines.s3 !== undefined && s3Sdk !== undefined) {
    const bucket = `congres-t-${key}`;
    const credentials = { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' };
    const { CreateBucketCommand, S3Client } = s3Sdk;
    s3 ??= new S3Client({ endpoint: testEngines.s3, region: 'us-east-1', forcePathStyle: true, credentials });
    await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: { name?: string }) => {
      if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
    });
    Object.assign(settings, {
      STORAGE: 's3',
      S3_ENDPOINT: testEngines.s3,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  }
  if (testEngines.redis !== undefined) settings.REDIS_URL = testEngines.redis;
  return settings;
}

/** Drops the databases this test file made (the S3 server's folder goes with the run). */
export async function dropTestDatabases(): Promise<void> {
  for (const name of databases.keys()) await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  databases.clear();
  await admin?.end();
  admin = undefined;
  s3?.destroy();
  s3 = undefined;
}
