// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const SatisfactionResults: ReplySchema<Static<typeof C.SatisfactionResults>> = {"type":"object","required":["questionnaireId","title","rate","answers","published","questions"],"properties":{"questionnaireId":{"type":"string"},"title":{"type":"string"},"rate":{"anyOf":[{"type":"integer"},{"type":"null"}]},"answers":{"type":"integer"},"published":{"type":"boolean"},"questions":{"type":"array","items":{"type":"object","required":["id","kind","label","answered","counts","texts"],"properties":{"id":{"type":"string"},"kind":{"type":"string"},"label":{"type":"string"},"answered":{"type":"integer"},"counts":{"type":"array","items":{"type":"object","required":["value","count"],"properties":{"value":{"type":"string"},"count":{"type":"integer"}}}},"texts":{"type":"array","items":{"type":"string"}}}}}}};
