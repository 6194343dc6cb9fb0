import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../../src/cli/cli-support.js';
import { organiserCommand } from '../../src/cli/organiser-command.js';
import { ORGANISERS_ONLY_MESSAGE } from '../../src/plugins/auth/auth-user.js';
import { DATABASE_FILE } from '../../src/plugins/database/open-database.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';
import { ON_SQLITE } from '../support/engines.js';
import { startTestApp, tempDir, type TestApp } from '../support/test-app.js';
import { cliEnv, collectOutput, failureOf } from './support.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await startTestApp();
  alice = await newMember(t.app, 'Alice Martin');
  bob = await newMember(t.app, 'Bob Leroy');
});
afterAll(async () => {
  await t.close();
});

const organiser = (args: string[]) => {
  const output = collectOutput();
  return { output, run: cliEnv(t).then((env) => organiserCommand(args, output, env)) };
};
const reportsStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/reports', headers: bearer(token) })).statusCode;

describe('npm run organiser, while the server runs and serves', () => {
  it('add: the account becomes an organiser at once, with the token it already has', async () => {
    expect(await reportsStatus(alice.token)).toBe(403);
    const { output, run } = organiser(['add', alice.email]);
    await run;
    expect(output.lines).toEqual([
      `${alice.email} est maintenant organisateur : « Signalements » apparaît dans son menu à sa prochaine connexion.`,
    ]);
    expect(output.errors).toEqual([]);
    expect(await reportsStatus(alice.token)).toBe(200);
    // Others are not touched.
    expect(await reportsStatus(bob.token)).toBe(403);
  });

  it('list: names each organiser, with their name', async () => {
    const listed = organiser(['list']);
    await listed.run;
    expect(listed.output.lines).toEqual([`${alice.email}  (Alice Martin)`]);
  });

  it('remove: the role is gone at once, with the same token (403), and the command says so', async () => {
    const { output, run } = organiser(['remove', alice.email]);
    await run;
    expect(output.lines).toEqual([`${alice.email} n’est plus organisateur (effet immédiat).`]);
    const res = await t.app.inject({ method: 'GET', url: '/api/reports', headers: bearer(alice.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBody(ORGANISERS_ONLY_MESSAGE));

    const listed = organiser(['list']);
    await listed.run;
    expect(listed.output.lines).toEqual(['Aucun organisateur pour le moment.']);
  });

  it('takes the email in any case and with spaces, as the login does', async () => {
    await organiser(['add', `  ${bob.email.toUpperCase()} `]).run;
    expect(await reportsStatus(bob.token)).toBe(200);
    await organiser(['remove', bob.email]).run;
    expect(await reportsStatus(bob.token)).toBe(403);
  });

  it('refuses an unknown email with a French message naming it (exit code 1), changing nothing', async () => {
    const { run } = organiser(['add', 'inconnu@exemple.fr']);
    const error = await failureOf(run);
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ exitCode: 1 });
    expect((error as CliError).message).toContain('« inconnu@exemple.fr »');
    expect((error as CliError).message).toMatch(/^Aucun compte n’utilise l’email/);
    const roles = await t.app.db.selectFrom('users').select('role').where('role', '=', 'organiser').execute();
    expect(roles).toEqual([]);
  });

  it.each([
    ['nothing', []],
    ['an unknown action', ['promote', 'a@b.fr']],
    ['add without an email', ['add']],
    ['two emails', ['add', 'a@b.fr', 'c@d.fr']],
    ['list with an email', ['list', 'a@b.fr']],
  ])('answers bad usage (%s) with the usage, in French, and exit code 2', async (_what, args) => {
    const error = await failureOf(organiser(args).run);
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ exitCode: 2 });
    expect((error as CliError).message).toContain('Usage : npm run organiser -- add EMAIL');
  });

  it('refuses a DATA_DIR without the site’s database, in French, without creating one', async () => {
    const empty = tempDir('no-site');
    try {
      // A DATA_DIR without its SQLite file (a PostgreSQL database is never missing that way).
      const env = { ...(await cliEnv(empty.dir)), ...ON_SQLITE };
      const error = await failureOf(organiserCommand(['list'], collectOutput(), env));
      expect(error).toBeInstanceOf(CliError);
      expect(error).toMatchObject({ exitCode: 1 });
      expect((error as CliError).message).toBe(
        `Aucune base de données du site dans DATA_DIR (« ${empty.dir} ») : démarrez le site une première fois ` +
          '(npm start), ou donnez le bon dossier dans DATA_DIR.',
      );
      expect(fs.existsSync(path.join(empty.dir, DATABASE_FILE))).toBe(false);
    } finally {
      empty.remove();
    }
  });

  it('explains a wrong setting in French rather than with a stack', async () => {
    const error = await failureOf(
      organiserCommand(['list'], collectOutput(), { ...(await cliEnv(t)), JWT_SECRET: 'court' }),
    );
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).message).toContain('JWT_SECRET must be at least 32 bytes long');
    expect((error as CliError).message).toContain('Voyez .env.example et le README.');
  });
});
