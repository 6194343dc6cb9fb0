// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const AccountBody: ReplySchema<Static<typeof C.AccountBody>> = {"type":"object","required":["id","email","username","role","photoCount","createdAt"],"properties":{"id":{"type":"integer"},"email":{"type":"string"},"username":{"type":"string"},"role":{"anyOf":[{"type":"string","const":"attendee"},{"type":"string","const":"organiser"}]},"photoCount":{"type":"integer"},"createdAt":{"type":"string"}}};
