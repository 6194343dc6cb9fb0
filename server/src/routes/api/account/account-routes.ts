import type { FastifyInstance } from 'fastify';
import deleteAccount from './delete-account.js';
import exportAccount from './export-account.js';
import getAccount from './get-account.js';
import podiumChoice from './podium-choice.js';
import renameAccount from './rename-account.js';

/** "Mon compte": see, rename, export and delete one's own account. */
export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getAccount);
  await app.register(renameAccount);
  await app.register(exportAccount);
  await app.register(deleteAccount);
  await app.register(podiumChoice);
}
