// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const StarsReply: ReplySchema<Static<typeof C.StarsReply>> = {"type":"object","required":["stars"],"properties":{"stars":{"type":"array","items":{"type":"object","required":["slotId","starred","updatedAt"],"properties":{"slotId":{"type":"string"},"starred":{"type":"boolean"},"updatedAt":{"type":"string"}}}}}};
