import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CongressContent } from '@congres/contracts';

const seedModule = fileURLToPath(new URL('../../../client/src/content/seed.ts', import.meta.url));

/**
 * The real seed (client/src/content/seed.ts), as a build gives it: Vitest serves its pictures
 * from their source folder (/src/content/images/logo.svg?no-inline), the build as
 * /assets/logo-hash.svg; each src becomes /assets/<basename>, which the schema accepts.
 */
export async function testContentSeed(): Promise<CongressContent> {
  // A path held in a variable: the server's type check stays out of the client's sources.
  const { contentSeed } = (await import(/* @vite-ignore */ seedModule)) as { contentSeed: () => CongressContent };
  return JSON.parse(JSON.stringify(contentSeed()), (key, value: unknown) =>
    key === 'src' && typeof value === 'string' ? `/assets/${path.basename(value.split('?')[0] ?? '')}` : value,
  ) as CongressContent;
}
