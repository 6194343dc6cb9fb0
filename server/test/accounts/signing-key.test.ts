import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, loadJwtSecret } from '../../src/plugins/auth/signing-key.js';
import { tempDir } from '../support/test-app.js';

const dirs: { remove: () => void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));
const fresh = () => {
  const dir = tempDir('jwt');
  dirs.push(dir);
  return dir.dir;
};

describe('loadJwtSecret', () => {
  it('generates one secret and returns the same one afterwards', () => {
    const dir = fresh();
    const first = loadJwtSecret(undefined, dir);
    expect(first.byteLength).toBeGreaterThanOrEqual(32);
    expect(loadJwtSecret(undefined, dir)).toEqual(first);
  });

  it('puts back mode 0600 on a secret file that others could read', () => {
    const dir = fresh();
    const file = path.join(dir, JWT_SECRET_FILE);
    fs.writeFileSync(file, 'x'.repeat(40), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    loadJwtSecret(undefined, dir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a secret file shorter than 32 bytes', () => {
    const dir = fresh();
    fs.writeFileSync(path.join(dir, JWT_SECRET_FILE), 'short', { mode: 0o600 });
    expect(() => loadJwtSecret(undefined, dir)).toThrow(/fewer than 32 bytes/);
  });

  it('uses JWT_SECRET as given, without writing a file', () => {
    const dir = fresh();
    expect(new TextDecoder().decode(loadJwtSecret('y'.repeat(32), dir))).toBe('y'.repeat(32));
    expect(fs.existsSync(path.join(dir, JWT_SECRET_FILE))).toBe(false);
  });
});
