// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const ContentPicture: ReplySchema<Static<typeof C.ContentPicture>> = {"type":"object","required":["src","alt","width","height"],"properties":{"src":{"type":"string"},"alt":{"type":"string"},"width":{"type":"integer"},"height":{"type":"integer"}}};
