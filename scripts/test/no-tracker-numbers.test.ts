import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A newcomer cannot open the tracker: code, scripts and tests cite the decision records
// (docs/decisions/), which say the same thing and stay in the repository. The docs may tell
// the project's history; every other tracked text file names no tracker number.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|sh|json|yml|yaml|conf|template|service)$|(^|\/)\.ci\/run$/;
const TRACKER_NUMBER = new RegExp(String.raw`\b(?:issues?|tracker)\s+(?:#\s?)?\d+`, 'i');

function trackedCodeFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0');
  return listed.filter((file) => CODE.test(file) && file !== 'package-lock.json' && !file.startsWith('docs/'));
}

describe('code and scripts cite decision records, not tracker numbers', () => {
  it('no tracked code file names a tracker number', () => {
    const citing = trackedCodeFiles().flatMap((file) => {
      const full = path.join(repoRoot, file);
      if (!fs.existsSync(full)) return [];
      return fs
        .readFileSync(full, 'utf8')
        .split('\n')
        .flatMap((line, index) => (TRACKER_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
    });
    expect(citing).toEqual([]);
  });

  it('sees a tracker number where one is written', () => {
    // Written in two pieces, so that this file does not cite one itself.
    expect(TRACKER_NUMBER.test(['// the wall (issue', '20)'].join(' '))).toBe(true);
    expect(TRACKER_NUMBER.test(['/** Issue', '41’s targets */'].join(' '))).toBe(true);
    expect(TRACKER_NUMBER.test('// the wall (decision 063)')).toBe(false);
  });
});
