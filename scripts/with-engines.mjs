// `node scripts/with-engines.mjs COMMAND [ARGS...]`: runs a command with PostgreSQL, Redis and
// an S3-protocol server of its own (each in a temporary folder on a free loopback port, stopped
// and removed at the end), and the settings that point the site at them: DATABASE_URL,
// REDIS_URL, STORAGE=s3 and S3_*, JWT_SECRET. `.ci/run` runs the server tests this way;
// `node scripts/with-engines.mjs npm start` runs the site itself on them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPostgres, startRedis, startS3Server } from './lib/engines.mjs';

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  process.stderr.write('usage: node scripts/with-engines.mjs COMMAND [ARGS...]\n');
  process.exit(2);
}

const started = [];
const stopAll = async () => {
  for (const engine of started.splice(0).reverse()) await engine.stop().catch(() => {});
};
let child;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    child?.kill(signal);
    void stopAll().finally(() => process.exit(130));
  });
}

let code = 1;
try {
  const log = (line) => process.stdout.write(`[engines] ${line}\n`);
  const postgres = await startPostgres({ durable: false });
  started.push(postgres);
  // The site's own database: the role may create more (the server tests make one per app).
  const admin = new pg.Client(postgres.url);
  await admin.connect();
  await admin.query('CREATE DATABASE congres');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/congres');
  log(`PostgreSQL on 127.0.0.1:${postgres.port}`);
  const redis = await startRedis();
  started.push(redis);
  log(`Redis on 127.0.0.1:${redis.port}`);
  const s3 = await startS3Server();
  started.push(s3);
  await s3.createBucket('congres');
  log(`S3 (s3rver) on ${s3.endpoint}, bucket congres`);

  child = spawn(command, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      REDIS_URL: redis.url,
      ...s3.env('congres'),
    },
  });
  code = await new Promise((resolve) =>
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
} catch (error) {
  process.stderr.write(`[engines] ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await stopAll();
}
process.exit(code);
