import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The layout's one-way imports are enforced by eslint.config.js (decisions 034, 078 and 115): these files,
// linted with the project's own configuration, must pass or fail on that rule. Type-aware
// rules are left out: they need the file on disk, and the layout rule needs no types.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

/** The layout rules' messages for `code` (or its lines), linted as if it were the file `filePath` (a parse failure too). */
async function layoutErrors(filePath: string, code: string | readonly string[]): Promise<string[]> {
  const text = typeof code === 'string' ? code : [...code, ''].join('\n');
  const [result] = await eslint.lintText(text, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? [])
    .filter(
      (m) =>
        m.fatal === true ||
        m.ruleId === 'import-x/no-restricted-paths' ||
        m.ruleId === 'no-restricted-imports' ||
        m.ruleId === 'no-restricted-syntax',
    )
    .map((m) => m.message);
}

describe('the lint keeps the layout’s imports one-way', () => {
  it('a feature importing another feature fails', async () => {
    const errors = await layoutErrors(
      'client/src/features/home/layout-probe.tsx',
      "import { Lightbox } from '../photos/components/lightbox';\nexport const probe = Lightbox;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports another feature only from its public/ folder')]);
  });

  it('a feature importing what another feature offers in its public/ folder passes', async () => {
    const errors = await layoutErrors(
      'client/src/features/home/layout-probe.tsx',
      [
        "import { useStarredSlots } from '../programme/public/programme-stars';",
        "import { photoUrl } from '../../features/photos/public/photo-urls';",
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
      "import { Lightbox } from '../features/photos/components/lightbox';\nexport const probe = Lightbox;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared client code does not depend on features')]);
  });

  it('shared client code importing a feature’s public/ folder fails too', async () => {
    const errors = await layoutErrors(
      'client/src/lib/layout-probe.ts',
      "import { photoUrl } from '../features/photos/public/photo-urls';\nexport const probe = photoUrl;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared client code does not depend on features')]);
  });

  it('a server plugin importing a route or a capability fails; a route importing a plugin passes', async () => {
    const plugin = await layoutErrors('server/src/plugins/live/layout-probe.ts', [
      "import apiRoutes from '../../routes/api/index.js';",
      "import { starsOf } from '../../domain/programme/programme-stars.js';",
      'export const probe = [apiRoutes, starsOf];',
    ]);
    expect(plugin).toEqual([
      expect.stringContaining('Plugins and the modules below them do not import routes'),
      expect.stringContaining('is infrastructure and imports no capability'),
    ]);
    const route = await layoutErrors(
      'server/src/routes/api/layout-probe.ts',
      "import { UNAUTHORIZED_MESSAGE } from '../../plugins/auth/auth-user.js';\nexport const probe = UNAUTHORIZED_MESSAGE;\n",
    );
    expect(route).toEqual([]);
  });

  it('a capability’s folder under server/src/plugins fails, its plugin included; the infrastructure’s pass', async () => {
    const code = "export const probe = 'plugin';\n";
    expect(await layoutErrors('server/src/plugins/photos/photos-plugin.ts', code)).toEqual([
      expect.stringContaining('server/src/plugins/ holds infrastructure only'),
    ]);
    expect(await layoutErrors('server/src/plugins/layout-probe.ts', code)).toEqual([
      expect.stringContaining('server/src/plugins/ holds infrastructure only'),
    ]);
    for (const folder of ['auth', 'database', 'external', 'live', 'mail']) {
      expect(await layoutErrors(`server/src/plugins/${folder}/layout-probe.ts`, code)).toEqual([]);
    }
  });

  it('a domain module importing a route or Fastify fails; a route importing a domain module passes', async () => {
    const domain = await layoutErrors(
      'server/src/domain/programme/layout-probe.ts',
      [
        "import apiRoutes from '../../routes/api/index.js';",
        "import fp from 'fastify-plugin';",
        "import { fastify } from 'fastify';",
        'export const probe = [apiRoutes, fp, fastify];',
        '',
      ].join('\n'),
    );
    expect(domain).toEqual([
      expect.stringContaining('Plugins and the modules below them do not import routes'),
      expect.stringContaining('Only a capability’s own plugin'),
      expect.stringContaining('Only a capability’s own plugin'),
    ]);
    const route = await layoutErrors(
      'server/src/routes/api/programme/layout-probe.ts',
      "import { starsOf } from '../../../domain/programme/programme-stars.js';\nexport const probe = starsOf;\n",
    );
    expect(route).toEqual([]);
  });

  it('a capability’s own plugin uses Fastify; its other modules take Fastify’s types only', async () => {
    const allowed = {
      'server/src/domain/programme/programme-plugin.ts':
        "import fp from 'fastify-plugin';\nexport default fp(async () => {});\n",
      'server/src/domain/programme/layout-probe.ts':
        "import type { FastifyBaseLogger } from 'fastify';\nexport const probe = (log: FastifyBaseLogger) => log;\n",
    };
    for (const [file, code] of Object.entries(allowed)) expect(await layoutErrors(file, code)).toEqual([]);
  });

  it('a query, SQL or the schema’s rows in a route fail', async () => {
    const errors = await layoutErrors('server/src/routes/api/programme/layout-probe.ts', [
      "import { sql } from 'kysely';",
      "import type { Database } from '../../../plugins/database/schema.js';",
      "import type { FastifyInstance } from 'fastify';",
      'export const probe = (app: FastifyInstance, db: Database) => [',
      "  app.db.selectFrom('users').selectAll().execute(),",
      "  app.db.deleteFrom('users').execute(),",
      '  app.db.transaction().execute(async () => db),',
      '  sql`select 1`,',
      '];',
    ]);
    expect(errors).toEqual([
      expect.stringContaining('No query in a route'),
      expect.stringContaining('A route sees no database row or schema'),
      expect.stringContaining('No query in a route'),
      expect.stringContaining('No query in a route'),
      expect.stringContaining('No query in a route'),
      expect.stringContaining('No SQL in a route'),
    ]);
  });

  it('every folder of server/src/plugins is infrastructure; a capability’s plugin is named for its folder', () => {
    const pluginsDir = path.join(repoRoot, 'server/src/plugins');
    const folders = fs
      .readdirSync(pluginsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      // A folder emptied by a move stays on a working copy's disk, never in a clone.
      .filter((name) => fs.readdirSync(path.join(pluginsDir, name), { recursive: true }).length > 0);
    expect(folders.sort()).toEqual(['auth', 'database', 'external', 'live', 'mail']);
    const domainDir = path.join(repoRoot, 'server/src/domain');
    const misnamed = fs
      .readdirSync(domainDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('-plugin.ts'))
      .filter((file) => file !== path.join(path.dirname(file), `${path.dirname(file)}-plugin.ts`));
    expect(misnamed).toEqual([]);
  });
});
