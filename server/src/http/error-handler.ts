import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

export const SERVER_ERROR_MESSAGE = 'Erreur serveur. Veuillez réessayer plus tard.';

/**
 * The JSON body of a refusal: the spec's client reads `message`, clients written against
 * the original API read `error`; both carry the same French sentence.
 */
export function errorBody(message: string): { message: string; error: string } {
  return { message, error: message };
}

/**
 * preSerialization: every JSON error answer, whoever sends it (this handler, the 404 and 405
 * answers, a route's own 4xx such as the upload's, with its `published` and `refused` lists),
 * gets `error` beside its `message`. Success answers are left alone.
 */
async function addErrorField(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode < 400 || payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    return payload;
  }
  const body = payload as { message?: unknown; error?: unknown };
  if (typeof body.message !== 'string' || body.error !== undefined) return payload;
  return { ...body, error: body.message };
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Turns the first schema violation into a French sentence that names the field. */
export function validationMessage(issue: ValidationIssue | undefined): string {
  if (!issue) return 'La requête est invalide.';
  const missing = issue.params.missingProperty;
  const field = typeof missing === 'string' ? missing : issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (field === '') return 'Le corps de la requête est invalide : envoyez un objet JSON.';
  const name = `« ${field} »`;
  const limit = issue.params.limit;
  switch (issue.keyword) {
    case 'required':
      return `Le champ ${name} est obligatoire.`;
    case 'format':
      return issue.params.format === 'email'
        ? `Le champ ${name} doit être une adresse e-mail valide.`
        : `Le champ ${name} n’a pas le bon format.`;
    case 'minLength':
      return limit === 1
        ? `Le champ ${name} ne doit pas être vide.`
        : `Le champ ${name} doit contenir au moins ${String(limit)} caractères.`;
    case 'maxLength':
      return `Le champ ${name} doit contenir au plus ${String(limit)} caractères.`;
    case 'pattern':
      return `Le champ ${name} contient des caractères non autorisés (caractères de contrôle ou sauts de ligne).`;
    case 'type':
      return `Le champ ${name} doit être de type ${typeName(issue.params.type)}.`;
    default:
      return `Le champ ${name} est invalide.`;
  }
}

function typeName(type: unknown): string {
  const names: Record<string, string> = {
    string: 'texte',
    number: 'nombre',
    integer: 'nombre entier',
    boolean: 'booléen',
    object: 'objet',
    array: 'liste',
  };
  return typeof type === 'string' ? (names[type] ?? type) : 'attendu';
}

/** French messages for the errors Fastify raises itself before a handler runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge : envoyez du JSON (application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longueur annoncée de la requête est incorrecte.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La requête est trop volumineuse.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide : envoyez un objet JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Le corps de la requête n’est pas un JSON valide.',
  FST_ERR_VALIDATION: 'La requête est invalide.',
};

/** French messages for the errors the router raises before any hook or error handler runs. */
const ROUTER_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'L’adresse demandée est mal formée.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'L’adresse demandée est trop longue.' },
};

/**
 * Fastify's `frameworkErrors` option: a malformed or over-long URL is refused by the router
 * itself, bypassing the error handler; without this it would answer in English with its code.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = ROUTER_MESSAGES[error.code];
  request.log.info({ code: error.code }, 'request refused by the router');
  // The router answers before any hook runs: the error field is added here by hand.
  void reply.code(known?.status ?? 400).send(errorBody(known?.message ?? 'La requête est invalide.'));
}

/** Every error answer is `{ message, error }` in French; nothing of a stack trace leaves the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('preSerialization', addErrorField);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (error.validation) {
      return reply.code(400).send({ message: validationMessage(error.validation[0]) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known =
        FRAMEWORK_MESSAGES[error.code] ??
        (error instanceof SyntaxError ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
      request.log.info({ code: error.code, status }, 'request refused');
      return reply.code(status).send({ message: known ?? 'La requête est invalide.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
  });
}
