// The live sections' two setups (sections 11 and 18): one process on its defaults (in-process
// bus, SQLite), then two instances of one site on PostgreSQL and Redis, both started here and
// stopped after. `measure` gets the sites, each with the settings it was started with.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPostgres, startRedis } from '../lib/engines.mjs';

/**
 * `measure(sites)` on one process, then on two instances; `name` names the temporary folders
 * and the PostgreSQL database. Resolves with `{ single, two }`, each what `measure` gave.
 */
export async function onOneAndTwoInstances({ startServer, tempDir, name, env, log }, measure) {
  log(`${name}: one process`);
  const one = await startServer(tempDir(`congres-bench-${name}-`), env);
  let single;
  try {
    single = await measure([{ ...one, env }]);
  } finally {
    await one.stop();
  }

  log(`${name}: two instances on PostgreSQL and Redis`);
  const [postgres, redis] = await Promise.all([startPostgres({ durable: false }), startRedis()]);
  const servers = [];
  try {
    const admin = new pg.Client(postgres.url);
    await admin.connect();
    await admin.query(`CREATE DATABASE congres_${name}`);
    await admin.end();
    const site = {
      ...env,
      DATABASE_URL: postgres.url.replace(/\/postgres$/, `/congres_${name}`),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      REDIS_URL: redis.url,
    };
    servers.push(await startServer(tempDir(`congres-bench-${name}-1-`), site));
    servers.push(await startServer(tempDir(`congres-bench-${name}-2-`), site));
    const two = await measure(servers.map((server) => ({ ...server, env: site })));
    return { single, two };
  } finally {
    for (const server of servers) await server.stop();
    await Promise.all([postgres.stop(), redis.stop()]);
  }
}
