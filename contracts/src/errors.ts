import { Type, type Static } from 'typebox';

/**
 * The body of every error answer: a French sentence that says what to do next, in `message`
 * (the spec's field) and again in `error` (the field clients of the original API read).
 */
export const ErrorBody = Type.Object({ message: Type.String(), error: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;
