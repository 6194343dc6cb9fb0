import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md is a newcomer's way into the records: it must list every one, with
// the status line the record itself gives, and name no record that does not exist.
const folder = path.resolve(import.meta.dirname, '../../docs/decisions');
const index = fs.readFileSync(path.join(folder, 'README.md'), 'utf8');
const records = fs.readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe('the index of decision records', () => {
  it('links every record', () => {
    const missing = records.filter((name) => !index.includes(`](${name})`));
    expect(missing).toEqual([]);
  });

  it('links no record that is not there', () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.filter((name) => !records.includes(name as string))).toEqual([]);
  });

  it('gives each record a status line of its own', () => {
    const without = records.filter((name) => !/^Status: .+/m.test(fs.readFileSync(path.join(folder, name), 'utf8')));
    expect(without).toEqual([]);
  });
});
