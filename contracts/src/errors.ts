import { Type, type Static } from 'typebox';

/**
 * The body of every error answer: a French sentence that says what to do next, in `message`
 * (the spec's field) and again in `error` (the field clients of the original API read).
 */
export const ErrorBody = Type.Object({ message: Type.String(), error: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * The deepest nesting of arrays and objects a JSON body, or an imported content.json, may have.
 * The deepest payload the site sends, a draft of the content, is 7 levels deep (a quiz
 * question's choices): 64 leaves room for every schema to grow many times over, and stops a body
 * built to exhaust a recursive walk long before it could (decision 106).
 */
export const JSON_MAX_DEPTH = 64;

/** The refusal of a body nested deeper than JSON_MAX_DEPTH: no page of the site sends one. */
export const JSON_TOO_DEEP = `Le contenu envoyé est trop imbriqué : ${JSON_MAX_DEPTH} niveaux de listes ou d’objets au plus. Rechargez la page, puis recommencez.`;
