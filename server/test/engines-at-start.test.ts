import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/production-server.mjs';
import { buildServer } from './faults/support/child-server.js';
import { startTestApp, tempDir } from './support/test-app.js';

// An engine named in the settings that does not answer stops the start with one sentence that
// names it (never its password), rather than a site that fails on its first request.
describe('an engine that does not answer at start', () => {
  it('DATABASE_URL: names the database and its host, not the password', async () => {
    const error = await startTestApp({
      DATABASE_URL: 'postgres://congres:motdepasse@127.0.0.1:9/congres',
      JWT_SECRET: 'a'.repeat(32),
    }).then(
      () => undefined,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toMatch(
      /^PostgreSQL database congres on 127\.0\.0\.1:9: unreachable or not migrated: .*ECONNREFUSED/,
    );
    expect(error?.message).not.toContain('motdepasse');
  });

  it('REDIS_URL: names Redis’s host and port, not the password', async () => {
    const error = await startTestApp({ REDIS_URL: 'redis://:motdepasse@127.0.0.1:9' }).then(
      () => undefined,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toMatch(/^REDIS_URL: Redis at 127\.0\.0\.1:9 did not answer/);
    expect(error?.message).not.toContain('motdepasse');
  });
});

describe('the default start', () => {
  it('loads none of the engines’ clients (pg, ioredis, the AWS SDK): it pays nothing for them', async () => {
    await buildServer();
    const data = tempDir('default-start');
    // In a process of its own, so that nothing another test loaded is counted.
    const script = `
      import { createRequire } from 'node:module';
      const { buildApp } = await import('./server/dist/app.js');
      const { loadConfig } = await import('./server/dist/config/config.js');
      const app = await buildApp(loadConfig({ DATA_DIR: process.argv[1], LOG_LEVEL: 'silent' }));
      await app.ready();
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify(['node_modules/pg/', 'node_modules/ioredis/', 'node_modules/@aws-sdk/'].filter((m) => loaded.some((file) => file.includes(m)))));
      await app.close();
    `;
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, data.dir], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH },
      });
      expect(JSON.parse(stdout)).toEqual([]);
    } finally {
      data.remove();
    }
  }, 120_000);
});
