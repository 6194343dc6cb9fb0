// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const ContentVersionList: ReplySchema<Static<typeof C.ContentVersionList>> = {"type":"array","items":{"type":"object","required":["version","publishedAt","note","restoredFrom","changes"],"properties":{"version":{"type":"integer"},"publishedAt":{"type":"string"},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"restoredFrom":{"anyOf":[{"type":"integer"},{"type":"null"}]},"changes":{"type":"array","items":{"type":"object","required":["slotId","kind","title"],"properties":{"slotId":{"type":"string"},"kind":{"anyOf":[{"type":"string","const":"added"},{"type":"string","const":"moved"},{"type":"string","const":"renamed"},{"type":"string","const":"cancelled"},{"type":"string","const":"restored"},{"type":"string","const":"removed"}]},"title":{"type":"string"},"from":{"type":"string"},"to":{"type":"string"}}}}}}};
