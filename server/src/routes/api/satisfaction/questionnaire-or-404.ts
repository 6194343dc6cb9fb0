import { SATISFACTION_NONE, type SatisfactionQuestionnaire } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { currentQuestionnaire } from '../../../domain/satisfaction/questionnaire.js';
import { HttpError } from '../../../http/http-error.js';

/** The published questionnaire (the seed's when it has none), or a French 404. */
export async function questionnaireOr404(app: FastifyInstance): Promise<SatisfactionQuestionnaire> {
  const questionnaire = await currentQuestionnaire(app.db, await app.contentSeed());
  if (questionnaire === undefined) throw new HttpError(404, SATISFACTION_NONE);
  return questionnaire;
}
