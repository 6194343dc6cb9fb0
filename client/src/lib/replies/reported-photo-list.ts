// Written by client/build/reply-schemas.test.ts from the contracts: do not edit (decision 117).
// WRITE_REPLY_SCHEMAS=1 npx vitest run --project client client/build/reply-schemas.test.ts
import type * as C from '@congres/contracts';
import type { Static } from 'typebox';
import type { ReplySchema } from '../check-reply';

export const ReportedPhotoList: ReplySchema<Static<typeof C.ReportedPhotoList>> = {"type":"array","items":{"type":"object","required":["photo","reports"],"properties":{"photo":{"type":"object","required":["id","filename","username","userId","thumbnail","width","height","thumbWidth","thumbHeight","createdAt"],"properties":{"id":{"type":"integer"},"filename":{"type":"string"},"username":{"type":"string"},"userId":{"type":"integer"},"thumbnail":{"type":"string"},"thumbnailAvif":{"anyOf":[{"type":"string"},{"type":"null"}]},"display":{"anyOf":[{"type":"string"},{"type":"null"}]},"width":{"type":"integer"},"height":{"type":"integer"},"thumbWidth":{"type":"integer"},"thumbHeight":{"type":"integer"},"createdAt":{"type":"string"}}},"reports":{"type":"array","items":{"type":"object","required":["username","reason","createdAt"],"properties":{"username":{"type":"string"},"reason":{"type":"string"},"createdAt":{"type":"string"}}}}}}};
