// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const SatisfactionState: ReplySchema<Static<typeof C.SatisfactionState>> = {"type":"object","required":["questionnaire","open","answered","participant"],"properties":{"questionnaire":{"type":"object","required":["id","title","opensAt","questions"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"opensAt":{"type":"string"},"questions":{"type":"array","items":{"type":"object","required":["id","kind","label","required"],"properties":{"id":{"type":"string"},"kind":{"anyOf":[{"type":"string","const":"scale"},{"type":"string","const":"choice"},{"type":"string","const":"text"}]},"label":{"type":"string"},"required":{"type":"boolean"},"choices":{"type":"array","items":{"type":"string"}}}}}}},"open":{"type":"boolean"},"answered":{"type":"boolean"},"participant":{"type":"boolean"}}};
