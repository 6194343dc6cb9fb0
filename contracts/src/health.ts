import { Type, type Static } from 'typebox';

export const HealthBody = Type.Object({
  status: Type.Literal('ok'),
  uptimeSeconds: Type.Number(),
});
export type HealthBody = Static<typeof HealthBody>;
