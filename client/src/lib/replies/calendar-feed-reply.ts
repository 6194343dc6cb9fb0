// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const CalendarFeedReply: ReplySchema<Static<typeof C.CalendarFeedReply>> = {"type":"object","required":["path","createdAt"],"properties":{"path":{"type":"string"},"createdAt":{"type":"string"}}};
