import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The layout's one-way imports are enforced by eslint.config.js (decision 034): these files,
// linted with the project's own configuration, must pass or fail on that rule. Type-aware
// rules are left out: they need the file on disk, and the layout rule needs no types.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

/** The layout rule's messages for `code`, linted as if it were the file `filePath` (a parse failure too). */
async function layoutErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.fatal === true || m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('the lint keeps the layout’s imports one-way', () => {
  it('a feature importing another feature fails', async () => {
    const errors = await layoutErrors(
      'client/src/features/home/layout-probe.tsx',
      "import { Lightbox } from '../gallery/components/lightbox';\nexport const probe = Lightbox;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
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

  it('a server plugin importing a route fails; a route importing a plugin passes', async () => {
    const plugin = await layoutErrors(
      'server/src/plugins/app/layout-probe.ts',
      "import apiRoutes from '../../routes/api/index.js';\nexport const probe = apiRoutes;\n",
    );
    expect(plugin).toEqual([expect.stringContaining('Plugins do not import routes')]);
    const route = await layoutErrors(
      'server/src/routes/api/layout-probe.ts',
      "import { UNAUTHORIZED_MESSAGE } from '../../plugins/app/auth/auth-user.js';\nexport const probe = UNAUTHORIZED_MESSAGE;\n",
    );
    expect(route).toEqual([]);
  });
});
