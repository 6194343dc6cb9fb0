import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { findPlaceholders, placeholderSummary } from './placeholder-report';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('findPlaceholders', () => {
  it('lists each marked value once, with its note, and nothing unmarked', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-content-'));
    fs.writeFileSync(
      path.join(dir, 'event.ts'),
      [
        '// Values the spec does not give are marked as placeholders.',
        '/** The full name. PLACEHOLDER */',
        "export const NAME = 'Association'; // PLACEHOLDER",
        "export const DATE = '2025-05-23';",
        'export const PLACE = {',
        "  website: 'https://cafe.example.org', // PLACEHOLDER: invented café",
        '  // PLACEHOLDER: the spec gives no text.',
        "  intro: 'Bienvenue',",
        '};',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(dir, 'notes.md'), 'PLACEHOLDER in a file that is not content code');
    expect(findPlaceholders(dir, dir)).toEqual([
      {
        file: 'event.ts',
        line: 3,
        code: "export const NAME = 'Association';",
        note: '',
        literals: [{ key: 'name', value: 'Association' }],
        part: null,
      },
      {
        file: 'event.ts',
        line: 6,
        code: "website: 'https://cafe.example.org',",
        note: 'invented café',
        literals: [{ key: 'website', value: 'https://cafe.example.org' }],
        part: null,
      },
      {
        file: 'event.ts',
        line: 8,
        code: "intro: 'Bienvenue',",
        note: 'the spec gives no text.',
        literals: [{ key: 'intro', value: 'Bienvenue' }],
        part: null,
      },
    ]);
  });

  it('finds the marks of the real content folder', () => {
    const content = path.resolve(import.meta.dirname, '../src/content');
    const values = findPlaceholders(content, content);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((value) => value.code !== '' && !value.code.startsWith('//'))).toBe(true);
  });
});

// Each run starts tsx on the sources: seconds on a busy machine.
describe('npm run content:todo', { timeout: 30_000 }, () => {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'client/build/content-todo.ts', ...args],
      {
        cwd: repoRoot,
        // A DATA_DIR with no database: the sources are read (a developer's ./data stays out of it).
        env: { ...process.env, ALLOW_PLACEHOLDERS: '', DATA_DIR: emptyDataDir, DATABASE_URL: '', ...env },
        encoding: 'utf8',
      },
    );
  const emptyDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-todo-data-'));
  afterAll(() => fs.rmSync(emptyDataDir, { recursive: true, force: true }));
  const count = findPlaceholders(path.resolve(import.meta.dirname, '../src/content'), repoRoot).length;

  it('lists every value still marked, one line each, with where it is', () => {
    const listed = run([]);
    expect(listed.status).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toBe(`${count} content values are still marked PLACEHOLDER (replace them before going live):`);
    expect(lines.slice(1)).toHaveLength(count);
    expect(lines.slice(1).every((line) => /^ {2}client\/src\/content\/[\w-]+\.tsx?:\d+ {2}\S/.test(line))).toBe(true);
  });

  it('with --check, refuses while values remain, unless ALLOW_PLACEHOLDERS=true', () => {
    const refused = run(['--check']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`!! ${count} content values are still marked PLACEHOLDER`);
    expect(run(['--check'], { ALLOW_PLACEHOLDERS: 'true' }).status).toBe(0);
  });

  it('the build says it in one line, with the command', () => {
    expect(placeholderSummary(61)).toBe(
      '61 content values are still marked PLACEHOLDER: `npm run content:todo` lists them (replace them before going live).',
    );
  });
});
