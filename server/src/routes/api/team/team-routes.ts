import {
  AddOrganiserBody,
  LAST_ORGANISER,
  ORGANISER_ACCOUNT_NOT_FOUND,
  ORGANISER_EMAIL_MISSING,
  ORGANISER_NOT_FOUND,
  Organiser,
  OrganiserIdParams,
  OrganiserList,
} from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { grantOrganiser, listTeam, withdrawOrganiser } from '../../../domain/team/organisers.js';
import { HttpError } from '../../../http/http-error.js';
import { normalizeEmail } from '../../../domain/account/users.js';
import { parsePhotoId } from '../photos/find-photo.js';

/**
 * The team (decision 085), organisers only: who holds the role, granting it to an account by
 * its email, withdrawing it. The role is read from the database on every request (auth-user.ts),
 * so a withdrawal takes effect on the former organiser's next request, whatever their token says.
 */
const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/organisers', { preHandler: app.requireOrganiser, schema: { response: { 200: OrganiserList } } }, async () =>
    listTeam(app.db),
  );

  app.post(
    '/organisers',
    {
      preHandler: app.requireOrganiser,
      schema: { body: AddOrganiserBody, response: { 200: Organiser, 201: Organiser } },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (email === '') throw new HttpError(400, ORGANISER_EMAIL_MISSING);
      const granted = await grantOrganiser(app.db, email);
      if ('unknownEmail' in granted) throw new HttpError(404, ORGANISER_ACCOUNT_NOT_FOUND(email));
      // Asking twice (a double tap, two organisers at once) is no error: the account is an organiser.
      if (!granted.already)
        request.log.info({ userId: granted.organiser.id, by: request.user?.id }, 'organiser role granted');
      return reply.code(granted.already ? 200 : 201).send(granted.organiser);
    },
  );

  app.delete(
    '/organisers/:id',
    { preHandler: app.requireOrganiser, schema: { params: OrganiserIdParams } },
    async (request, reply) => {
      // Database ids alike: the photos' parser says what can be one.
      const id = parsePhotoId(request.params.id);
      const outcome = id === undefined ? 'not-an-organiser' : await withdrawOrganiser(app.db, id);
      if (outcome === 'not-an-organiser') throw new HttpError(404, ORGANISER_NOT_FOUND);
      if (outcome === 'last-organiser') throw new HttpError(409, LAST_ORGANISER);
      request.log.info({ userId: id, by: request.user?.id }, 'organiser role withdrawn');
      return reply.code(204).send();
    },
  );
};
export default teamRoutes;
