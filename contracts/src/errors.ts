import { Type, type Static } from 'typebox';

/** The body of every error answer: a French sentence that says what to do next. */
export const ErrorBody = Type.Object({ message: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;
