import { JSON_MAX_DEPTH, JSON_TOO_DEEP } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';
import { nestsDeeperThan } from './json-depth.js';

/**
 * Every JSON body of the API, whatever the route, goes through one parser: Fastify's own (an
 * empty or invalid body refused, `__proto__` and `constructor` keys too, each said in French by
 * the error handler), after a linear scan that refuses a body nested deeper than JSON_MAX_DEPTH
 * with a French 400 (decision 106). Each route's `bodyLimit` still caps the text first.
 */
export function boundedJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      request.log.info({ bytes: text.length }, 'JSON body refused: nested too deep');
      done(new HttpError(400, JSON_TOO_DEEP), undefined);
      return;
    }
    // Fastify's own parser answers through `done`, synchronously (its type allows a promise).
    void parse(request, text, done);
  });
}
