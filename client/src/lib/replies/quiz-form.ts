// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const QuizForm: ReplySchema<Static<typeof C.QuizForm>> = {"type":"object","required":["id","label","phase","closesAt","answered","questions"],"properties":{"id":{"type":"string"},"label":{"type":"string"},"phase":{"enum":["avant","apres"]},"closesAt":{"anyOf":[{"type":"string"},{"type":"null"}]},"answered":{"type":"boolean"},"questions":{"type":"array","items":{"type":"object","required":["id","text","choices","multiple"],"properties":{"id":{"type":"string"},"text":{"type":"string"},"choices":{"type":"array","items":{"type":"string"}},"multiple":{"type":"boolean"}}}}}};
