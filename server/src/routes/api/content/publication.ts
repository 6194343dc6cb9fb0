import { CONTENT_CONFLICT } from '@congres/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { latestVersion, publisherName } from '../../../domain/content/content-versions.js';
import { HttpError } from '../../../http/http-error.js';

/** The 409 of a save, publication or restore built on an older version than the newest: that one and who published it. */
export async function conflict(app: FastifyInstance): Promise<HttpError> {
  const latest = await latestVersion(app.db);
  return new HttpError(409, CONTENT_CONFLICT(latest, await publisherName(app.db, latest)));
}

/** After a publication (or a restore): logged, told to every page on every instance, 201. */
export async function published(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  version: number,
): Promise<FastifyReply> {
  request.log.info({ version, userId: request.user?.id }, 'content published');
  // This instance's next reads give the new version at once (the other instances hear the bus).
  app.content.heard(version);
  await app.live.publish('content-published', { version });
  return reply.code(201).send({ version });
}
