// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const AttendanceAccountList: ReplySchema<Static<typeof C.AttendanceAccountList>> = {"type":"array","items":{"type":"object","required":["id","name","email","signed"],"properties":{"id":{"type":"integer"},"name":{"type":"string"},"email":{"type":"string"},"signed":{"type":"boolean"}}}};
