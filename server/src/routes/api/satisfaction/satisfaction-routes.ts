import type { FastifyInstance } from 'fastify';
import getPublished from './get-published.js';
import getResults from './get-results.js';
import getSatisfaction from './get-satisfaction.js';
import postAnswers from './post-answers.js';
import publication from './publication.js';

/** The satisfaction questionnaire (decision 094): answered once per account, read by organisers. */
export default async function satisfactionRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getSatisfaction);
  await app.register(postAnswers);
  await app.register(getResults);
  await app.register(publication);
  await app.register(getPublished);
}
