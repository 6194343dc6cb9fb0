import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README's layout table is a newcomer's map from a capability to its folders (decisions 078
// and 115): it must name every client feature, every server capability and every API folder,
// each once, and no folder that is not there. Folders are read from git, as a clean clone has them.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

/** The folders directly under `base` that hold a tracked file. */
function trackedFolders(base: string): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '--', base], { cwd: repoRoot, encoding: 'utf8' }).split('\0');
  const names = files.flatMap((file) => {
    const rest = file.slice(base.length + 1).split('/');
    return rest.length > 1 && rest[0] !== undefined ? [rest[0]] : [];
  });
  return [...new Set(names)].sort();
}

/** The rows of the table under "## Layout": each cell's backquoted names, without their slash. */
function layoutRows(): string[][][] {
  const section = readme.split(/^## Layout$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line));
  return rows.slice(1).map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => (match[1] ?? '').replace(/\/$/, ''))),
  );
}

const rows = layoutRows();
const column = (index: number) => rows.flatMap((row) => row[index] ?? []);

describe('the README’s layout table', () => {
  it('has a row per capability, with its four columns', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.length !== 4)).toEqual([]);
  });

  it('names every client feature folder once, and none that is not there', () => {
    expect(column(1).sort()).toEqual(trackedFolders('client/src/features'));
  });

  it('names every server capability folder once, and none that is not there', () => {
    const named = column(2).filter((name) => name.startsWith('domain/'));
    expect(named.map((name) => name.slice('domain/'.length)).sort()).toEqual(trackedFolders('server/src/domain'));
    const elsewhere = column(2).filter((name) => !name.startsWith('domain/'));
    expect(elsewhere.filter((name) => !fs.existsSync(path.join(repoRoot, 'server/src', name)))).toEqual([]);
  });

  it('names every API folder once, and none that is not there', () => {
    expect(column(3).sort()).toEqual(trackedFolders('server/src/routes/api'));
  });
});
