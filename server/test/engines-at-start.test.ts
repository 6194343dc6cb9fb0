import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

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
