import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPlaceholders } from './placeholder-report';

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
      { file: 'event.ts', line: 3, code: "export const NAME = 'Association';", note: '' },
      { file: 'event.ts', line: 6, code: "website: 'https://cafe.example.org',", note: 'invented café' },
      { file: 'event.ts', line: 8, code: "intro: 'Bienvenue',", note: 'the spec gives no text.' },
    ]);
  });

  it('finds the marks of the real content folder', () => {
    const content = path.resolve(import.meta.dirname, '../src/content');
    const values = findPlaceholders(content, content);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((value) => value.code !== '' && !value.code.startsWith('//'))).toBe(true);
  });
});
