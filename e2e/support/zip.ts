import fs from 'node:fs/promises';
import { unzip } from '../../scripts/lib/unzip.mjs';

/** Every entry's bytes of a downloaded zip, by name, in the order the zip holds them. */
export async function readZip(file: string): Promise<Map<string, Buffer>> {
  const files = await unzip(await fs.readFile(file));
  return new Map([...files].map(([name, { data }]) => [name, data]));
}
