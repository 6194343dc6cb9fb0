import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_FREE, ON_ENGINES } from '../../server/test/engine-tests';

// `npm run test:engines` runs only the server tests listed as touching an engine (decision
// 075): a new test file must be put on one side or the other, or it would silently run on
// SQLite alone.
const serverRoot = path.resolve(import.meta.dirname, '../../server');

/** Every server test file, as server/vitest.config.ts includes them, relative to server/. */
function serverTestFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(serverRoot, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.test.ts')) found.push(relative);
    }
  };
  walk('test');
  walk('src');
  return found.sort();
}

const covers = (entry: string, file: string) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry);
const listsOf = (file: string) =>
  [
    Object.keys(ON_ENGINES).some((entry) => covers(entry, file)) ? 'ON_ENGINES' : undefined,
    Object.keys(ENGINE_FREE).some((entry) => covers(entry, file)) ? 'ENGINE_FREE' : undefined,
  ].filter((list) => list !== undefined);

describe('server/test/engine-tests.ts', () => {
  const files = serverTestFiles();

  it('finds the server tests', () => {
    expect(files).toContain('test/database.test.ts');
  });

  it('puts every server test file in exactly one of its two lists', () => {
    const misplaced = files
      .map((file) => ({ file, lists: listsOf(file) }))
      .filter(({ lists }) => lists.length !== 1)
      .map(({ file, lists }) => `${file}: ${lists.length === 0 ? 'in neither list' : 'in both lists'}`);
    expect(misplaced).toEqual([]);
  });

  it('names no file or folder that holds no test any more, each with its reason', () => {
    const entries = { ...ON_ENGINES, ...ENGINE_FREE };
    const stale = Object.keys(entries).filter((entry) => !files.some((file) => covers(entry, file)));
    expect(stale).toEqual([]);
    expect(Object.entries(entries).filter(([, reason]) => reason.trim() === '')).toEqual([]);
  });
});
