import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The layout's one-way imports are enforced by eslint.config.js (decisions 034 and 078): these files,
// linted with the project's own configuration, must pass or fail on that rule. Type-aware
// rules are left out: they need the file on disk, and the layout rule needs no types.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

/** The layout rules' messages for `code`, linted as if it were the file `filePath` (a parse failure too). */
async function layoutErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? [])
    .filter(
      (m) => m.fatal === true || m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports',
    )
    .map((m) => m.message);
}

describe('the lint keeps the layout’s imports one-way', () => {
  it('a feature importing another feature fails', async () => {
    const errors = await layoutErrors(
      'client/src/features/home/layout-probe.tsx',
      "import { Lightbox } from '../gallery/components/lightbox';\nexport const probe = Lightbox;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports another feature only from its public/ folder')]);
  });

  it('a feature importing what another feature offers in its public/ folder passes', async () => {
    const errors = await layoutErrors(
      'client/src/features/home/layout-probe.tsx',
      [
        "import { useStarredSlots } from '../programme/public/programme-stars';",
        "import { photoUrl } from '../../features/gallery/public/photo-urls';",
        'export const probe = [useStarredSlots, photoUrl];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('a feature importing its own files and shared code passes', async () => {
    const errors = await layoutErrors(
      'client/src/features/home/layout-probe.tsx',
      [
        "import { Carousel } from './carousel';",
        "import { Page } from '../../components/ui/page';",
        "import { parisDate } from '../../lib/paris-time';",
        'export const probe = [Carousel, Page, parisDate];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('shared client code importing a feature fails', async () => {
    const errors = await layoutErrors(
      'client/src/lib/layout-probe.ts',
      "import { Lightbox } from '../features/gallery/components/lightbox';\nexport const probe = Lightbox;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared client code does not depend on features')]);
  });

  it('shared client code importing a feature’s public/ folder fails too', async () => {
    const errors = await layoutErrors(
      'client/src/lib/layout-probe.ts',
      "import { photoUrl } from '../features/gallery/public/photo-urls';\nexport const probe = photoUrl;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared client code does not depend on features')]);
  });

  it('a server plugin importing a route fails; a route importing a plugin passes', async () => {
    const plugin = await layoutErrors(
      'server/src/plugins/app/layout-probe.ts',
      "import apiRoutes from '../../routes/api/index.js';\nexport const probe = apiRoutes;\n",
    );
    expect(plugin).toEqual([expect.stringContaining('Plugins and the modules below them do not import routes')]);
    const route = await layoutErrors(
      'server/src/routes/api/layout-probe.ts',
      "import { UNAUTHORIZED_MESSAGE } from '../../plugins/auth/auth-user.js';\nexport const probe = UNAUTHORIZED_MESSAGE;\n",
    );
    expect(route).toEqual([]);
  });

  it('a domain module importing a route or Fastify fails; a route importing a domain module passes', async () => {
    const domain = await layoutErrors(
      'server/src/domain/programme/layout-probe.ts',
      [
        "import apiRoutes from '../../routes/api/index.js';",
        "import fp from 'fastify-plugin';",
        'export const probe = [apiRoutes, fp];',
        '',
      ].join('\n'),
    );
    expect(domain).toEqual([
      expect.stringContaining('Plugins and the modules below them do not import routes'),
      expect.stringContaining('A domain module does not use Fastify'),
    ]);
    const route = await layoutErrors(
      'server/src/routes/api/programme/layout-probe.ts',
      "import { starsOf } from '../../../domain/programme/programme-stars.js';\nexport const probe = starsOf;\n",
    );
    expect(route).toEqual([]);
  });

  it('every folder of server/src/plugins/app holds the Fastify plugin it is named for', () => {
    // Query modules with no plugin live in server/src/domain/ (decision 078).
    const pluginsDir = path.join(repoRoot, 'server/src/plugins/app');
    const withoutPlugin = fs
      .readdirSync(pluginsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => !fs.existsSync(path.join(pluginsDir, entry.name, `${entry.name}-plugin.ts`)))
      .map((entry) => entry.name);
    expect(withoutPlugin).toEqual([]);
  });
});
