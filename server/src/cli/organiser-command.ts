import { listOrganisers, normalizeEmail, setRole } from '../domain/account/users.js';
import { CliError, cliConfig, openSiteDatabase, type CliOutput } from './cli-support.js';

const USAGE = [
  'Usage : npm run organiser -- add EMAIL     donne le rôle d’organisateur au compte de cet email',
  '        npm run organiser -- remove EMAIL  le lui retire',
  '        npm run organiser -- list          liste les organisateurs',
].join('\n');

/**
 * `npm run organiser -- add|remove EMAIL | list`: grants and withdraws the organiser role on
 * the server's own data, while it runs or not. The server reads the role from the database on
 * every request: a removed organiser loses it at once, whatever their token says.
 */
export async function organiserCommand(
  args: string[],
  output: CliOutput,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const [action, rawEmail, ...rest] = args;
  const needsEmail = action === 'add' || action === 'remove';
  if (!(needsEmail || action === 'list') || (needsEmail && rawEmail === undefined) || rest.length > 0) {
    throw new CliError(
      action === undefined ? USAGE : `Commande inconnue ou incomplète : « ${args.join(' ')} ».\n${USAGE}`,
      2,
    );
  }
  if (!needsEmail && rawEmail !== undefined) throw new CliError(`« list » ne prend pas d’email.\n${USAGE}`, 2);

  const config = cliConfig(env);
  const db = await openSiteDatabase(config);
  try {
    if (action === 'list') {
      const organisers = await listOrganisers(db);
      if (organisers.length === 0) output.out('Aucun organisateur pour le moment.');
      for (const { email, username } of organisers) output.out(`${email}  (${username})`);
      return;
    }
    const email = normalizeEmail(rawEmail ?? '');
    const found = await setRole(db, email, action === 'add' ? 'organiser' : 'attendee');
    if (!found) {
      throw new CliError(
        `Aucun compte n’utilise l’email « ${email} ». La personne doit d’abord créer son compte sur le site ` +
          '(page « Inscription »), puis relancez cette commande.',
      );
    }
    output.out(
      action === 'add'
        ? `${email} est maintenant organisateur : « Signalements » apparaît dans son menu à sa prochaine connexion.`
        : `${email} n’est plus organisateur (effet immédiat).`,
    );
  } finally {
    await db.destroy();
  }
}
