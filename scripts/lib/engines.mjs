// The engines a site can move to (PostgreSQL, Redis, S3-compatible storage), each started as
// a server of its own in a temporary folder on a free loopback port, for the tests, the
// two-instance test and the bench: a PostgreSQL or Redis already on the machine is never
// touched. Each `start…` returns what to connect with and a `stop` that removes everything.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePostgres, ensureRedis } from './debian-packages.mjs';
import { freePort } from './production-server.mjs';
import { listens, spawnStoppable, waitUntil } from './child-process.mjs';
import { S3RVER_CREDENTIALS } from './s3-server.mjs';

const asRoot = process.getuid?.() === 0;

/**
 * Runs a program to its end (as the postgres user when we are root: PostgreSQL refuses root).
 * @param {string} program
 * @param {string[]} args
 */
function runAsPostgres(program, args) {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(program)} ${args[0] ?? ''} failed: ${result.stderr || result.stdout || result.error}`,
    );
  }
  return result.stdout;
}

/**
 * @typedef {object} RunningEngine
 * @property {number} port
 * @property {() => Promise<void>} stop Stops the server and removes its temporary folder.
 */

/**
 * @typedef {RunningEngine & { url: string }} RunningPostgres A superuser's URL to the `postgres` database (it may create others).
 * @typedef {RunningEngine & { url: string }} RunningRedis
 */

/**
 * @typedef {object} S3Parts
 * @property {string} endpoint
 * @property {{ accessKeyId: string, secretAccessKey: string }} credentials
 * @property {(bucket: string) => Record<string, string>} env The STORAGE=s3 settings for a bucket of this server.
 * @property {(bucket: string) => Promise<void>} createBucket
 * @typedef {RunningEngine & S3Parts} RunningS3
 */

/**
 * Debian's PostgreSQL as a server of its own: `initdb` in a temporary folder (a superuser
 * `congres` with a random password), `pg_ctl start` on a free port, TCP on 127.0.0.1 only.
 * `durable: false` turns fsync off: for tests, whose data is thrown away.
 * @param {{ durable?: boolean }} [options]
 * @returns {Promise<RunningPostgres>}
 */
export async function startPostgres({ durable = true } = {}) {
  const { initdb, pgCtl } = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-postgres-'));
  const data = path.join(dir, 'data');
  const password = randomBytes(16).toString('hex');
  const passwordFile = path.join(dir, 'password');
  fs.writeFileSync(passwordFile, password, { mode: 0o600 });
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
    for (const entry of [dir, passwordFile]) fs.chownSync(entry, uid, gid);
  }
  runAsPostgres(initdb, [
    '-D',
    data,
    '-U',
    'congres',
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=300',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  runAsPostgres(pgCtl, ['start', '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options]);
  let stopped = false;
  return {
    url: `postgres://congres:${password}@127.0.0.1:${port}/postgres`,
    port,
    /** Stops the server (fast: open sessions are cut) and removes its folder. */
    stop: async () => {
      if (stopped) return;
      stopped = true;
      try {
        runAsPostgres(pgCtl, ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Debian's redis-server in the foreground, nothing written to disk, on a free loopback port.
 * @returns {Promise<RunningRedis>}
 */
export async function startRedis() {
  const binary = ensureRedis();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-redis-'));
  const port = await freePort();
  const { child, stop } = spawnStoppable(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  await waitUntil('redis-server', listens(port), { child });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver (a real S3-protocol server, from npm) in a process of its own with its objects in a
 * temporary folder: the endpoint and keys to give STORAGE=s3, and `createBucket`.
 * @returns {Promise<RunningS3>}
 */
export async function startS3Server() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-s3-'));
  // s3rver makes ListObjectsV2's continuation tokens with DES, which OpenSSL 3 keeps in its
  // legacy provider: without it, listing past 1,000 objects fails with an InternalError.
  const script = path.join(import.meta.dirname, 's3-server.mjs');
  const { child, stop } = spawnStoppable(process.execPath, ['--openssl-legacy-provider', script, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /** @type {number} */
  const port = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const [line, ...rest] = output.split('\n');
      if (rest.length > 0) resolve(/** @type {{ port: number }} */ (JSON.parse(line ?? '')).port);
    });
    child.once('exit', (code) => reject(new Error(`the S3 server exited at start (${code})`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    credentials: S3RVER_CREDENTIALS,
    /** The STORAGE=s3 settings for a bucket of this server. */
    env: (bucket) => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    /** Creates a bucket (s3rver takes a plain, unsigned PUT of its path). */
    createBucket: async (bucket) => {
      const res = await fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
      await res.arrayBuffer();
      if (!res.ok && res.status !== 409) throw new Error(`creating bucket ${bucket} answered ${res.status}`);
    },
    stop: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
