import { Type } from 'typebox';

/** `{id}` of every attendance route: any text, an unknown one is the French 404. */
export const HalfDayParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
