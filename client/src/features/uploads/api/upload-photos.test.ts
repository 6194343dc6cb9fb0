import type { Photo } from '@congres/contracts';
import { describe, expect, it } from 'vitest';
import { uploadOutcome } from './upload-photos';

const photo: Photo = {
  id: 7,
  filename: '7.jpg',
  username: 'Camille Martin',
  userId: 3,
  thumbnail: '7.webp',
  width: 800,
  height: 600,
  thumbWidth: 400,
  thumbHeight: 300,
  createdAt: '2025-05-23T08:00:00.000Z',
};

describe('what an answer to an upload means, its body checked by the contracts (decision 117)', () => {
  it('a 201 publishes the photos it lists, with the files it refused', async () => {
    const refused = [{ name: 'b.gif', reason: 'Format non accepté.' }];
    expect(await uploadOutcome(201, { published: [photo], refused })).toEqual({
      kind: 'published',
      result: { published: [photo], refused },
    });
  });

  it('a 2xx whose photos are not the contracts’ Photo publishes nothing (the queue says "Erreur upload")', async () => {
    expect(await uploadOutcome(201, { published: [{ id: 7 }], refused: [] })).toEqual({
      kind: 'published',
      result: { published: [], refused: [] },
    });
  });

  it('an error answer gives its message and refused files; one without them, its message alone', async () => {
    const refused = [{ name: 'a.jpg', reason: 'Image illisible.' }];
    const failure = { message: 'Aucune photo publiée.', published: [], refused };
    expect(await uploadOutcome(400, failure)).toEqual({
      kind: 'failed',
      status: 400,
      message: failure.message,
      refused,
    });
    const tooMany = { message: 'Trop de tentatives. Réessayez dans 5 minutes.' };
    expect(await uploadOutcome(429, tooMany)).toEqual({
      kind: 'failed',
      status: 429,
      message: tooMany.message,
      refused: [],
    });
    expect(await uploadOutcome(502, undefined)).toEqual({
      kind: 'failed',
      status: 502,
      message: undefined,
      refused: [],
    });
    expect(await uploadOutcome(401, undefined)).toEqual({ kind: 'unauthorized' });
  });
});
