import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../src/plugins/database/open-database.js';
import { ON_SQLITE } from './support/engines.js';
import { startTestApp, tempDir, type TestApp } from './support/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('database', () => {
  it('creates a fresh DATA_DIR with a migrated SQLite file in WAL mode', async () => {
    const parent = tempDir('parent');
    const dataDir = path.join(parent.dir, 'nested', 'data');
    t = await startTestApp({ DATA_DIR: dataDir, ...ON_SQLITE });
    expect(fs.existsSync(path.join(dataDir, DATABASE_FILE))).toBe(true);
    const tables = await t.app.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('users');
    const { rows } = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(t.app.db);
    expect(rows[0]?.journal_mode).toBe('wal');
    parent.remove();
  });

  it('keeps its data across restarts and migrates only once', async () => {
    const data = tempDir('restart');
    t = await startTestApp({ DATA_DIR: data.dir });
    await t.app.db.insertInto('users').values({ email: 'a@b.fr', username: 'A', password_hash: 'x' }).execute();
    await t.app.close();
    t = await startTestApp({ DATA_DIR: data.dir });
    const users = await t.app.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'a@b.fr' }]);
    data.remove();
  });
});
