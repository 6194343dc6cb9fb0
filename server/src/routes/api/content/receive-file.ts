import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.js';

/** The form field of the content's uploads (an image, an archive to import). */
export const FILE_FIELD = 'file';

export const RECEIVE_PROBLEM = {
  notMultipart: 'Envoyez le fichier en multipart/form-data, dans le champ « file ».',
  noFile: 'Aucun fichier reçu : choisissez un fichier, puis recommencez.',
  malformed: 'Le formulaire envoyé est incomplet ou mal formé. Réessayez.',
} as const;

/**
 * The one file of a multipart form's `file` field, whole in memory (at most `maxBytes`: an
 * image or an archive, sent by an organiser). French 415, 400 or 413 otherwise (`tooLarge`).
 */
export async function receiveFile(
  app: FastifyInstance,
  request: FastifyRequest,
  opts: { maxBytes: number; tooLarge: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, RECEIVE_PROBLEM.notMultipart);
  try {
    const part = await request.file({ limits: { files: 1, fileSize: opts.maxBytes, fields: 10, parts: 11 } });
    if (part === undefined || part.fieldname !== FILE_FIELD) throw new HttpError(400, RECEIVE_PROBLEM.noFile);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpError(413, opts.tooLarge);
    request.log.info({ err: error }, 'malformed content upload');
    throw new HttpError(400, RECEIVE_PROBLEM.malformed);
  }
}
