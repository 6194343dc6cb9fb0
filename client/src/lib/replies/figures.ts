// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const Figures: ReplySchema<Static<typeof C.Figures>> = {"type":"object","required":["at","accounts","photos","announcements","openReports","reportedPhotos","screens","quarterHours","stars"],"properties":{"at":{"type":"string"},"accounts":{"type":"integer"},"photos":{"type":"integer"},"announcements":{"type":"integer"},"openReports":{"type":"integer"},"reportedPhotos":{"type":"integer"},"screens":{"type":"integer"},"quarterHours":{"type":"array","items":{"type":"object","required":["start","photos"],"properties":{"start":{"type":"string"},"photos":{"type":"integer"}}}},"stars":{"type":"array","items":{"type":"object","required":["slotId","accounts"],"properties":{"slotId":{"type":"string"},"accounts":{"type":"integer"}}}}}};
