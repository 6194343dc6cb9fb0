// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const SignatureReceipt: ReplySchema<Static<typeof C.SignatureReceipt>> = {"type":"object","required":["halfDay","name","signedAt"],"properties":{"halfDay":{"type":"object","required":["id","label"],"properties":{"id":{"type":"string"},"label":{"type":"string"}}},"name":{"type":"string"},"signedAt":{"type":"string"}}};
