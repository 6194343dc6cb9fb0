import fs from 'node:fs';
import path from 'node:path';

/** Every file under a folder, relative to it, sorted; none when the folder does not exist. */
export function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}
