// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const MyQuizResults: ReplySchema<Static<typeof C.MyQuizResults>> = {"type":"object","required":["answered","ready","before","after"],"properties":{"answered":{"type":"array","items":{"type":"string"}},"ready":{"type":"boolean"},"before":{"anyOf":[{"type":"object","required":["score","total"],"properties":{"score":{"type":"integer"},"total":{"type":"integer"}}},{"type":"null"}]},"after":{"anyOf":[{"type":"object","required":["score","total"],"properties":{"score":{"type":"integer"},"total":{"type":"integer"}}},{"type":"null"}]}}};
