import {
  ANNOUNCEMENT_CONTROL,
  ANNOUNCEMENT_NOT_FOUND,
  ANNOUNCEMENT_TOO_LONG,
  EMPTY_ANNOUNCEMENT,
  type Announcement,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { openStream, type EventStream } from '../live/support/event-stream-client.js';
import { bearer, makeOrganiser } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let base: string;
let organiser: Member;
let attendee: Member;
const open: EventStream[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  organiser = await newMember(t.app, 'Org Anisatrice');
  attendee = await newMember(t.app, 'Camille Martin');
  await makeOrganiser(t.app, organiser.id);
});
afterAll(async () => {
  open.forEach((stream) => stream.close());
  await t.close();
});

const post = (message: unknown, token = organiser.token) =>
  t.app.inject({ method: 'POST', url: '/api/announcements', headers: bearer(token), payload: { message } });
const remove = (id: number | string, token = organiser.token) =>
  t.app.inject({ method: 'DELETE', url: `/api/announcements/${id}`, headers: bearer(token) });
const list = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/announcements' });
  expect(res.statusCode).toBe(200);
  return res.json<Announcement[]>();
};
async function posted(message: string): Promise<Announcement> {
  const res = await post(message);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Announcement>();
}

describe('announcements', () => {
  it('an organiser posts a trimmed message; anyone reads the list, newest first', async () => {
    const first = await posted('  Le déjeuner est servi en salle B.  ');
    expect(first.message).toBe('Le déjeuner est servi en salle B.');
    expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = await posted('La plénière reprend à 14 h.');
    const listed = await list();
    expect(listed.slice(0, 2)).toEqual([second, first]);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'message']);
  });

  it('takes 280 characters (counted as characters, not UTF-16 units) and refuses 281 or only spaces', async () => {
    const longest = 'é🙂'.repeat(140);
    expect((await posted(longest)).message).toBe(longest);
    const tooLong = await post(`${'a'.repeat(281)}   `);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(errorBody(ANNOUNCEMENT_TOO_LONG(281)));
    const empty = await post(' \n\t ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(errorBody(EMPTY_ANNOUNCEMENT));
    expect((await list()).some((a) => a.message.startsWith('aaa'))).toBe(false);
  });

  it('keeps line breaks and refuses any other control character, in French (decision 102)', async () => {
    expect((await posted('Déjeuner en salle B.\nPlénière à 14 h.')).message).toBe(
      'Déjeuner en salle B.\nPlénière à 14 h.',
    );
    for (const message of ['Salle\u0000B', 'Salle\u001b[2JB', 'Salle\u007fB', 'Salle\u0085B', 'Salle\tB']) {
      const res = await post(message);
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json()).toEqual(errorBody(ANNOUNCEMENT_CONTROL));
    }
    expect((await list()).some((a) => a.message.startsWith('Salle'))).toBe(false);
  });

  it('an organiser removes one; a second removal is a French 404', async () => {
    const gone = await posted('Annonce à retirer');
    expect((await remove(gone.id)).statusCode).toBe(204);
    expect((await list()).map((a) => a.id)).not.toContain(gone.id);
    const again = await remove(gone.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody(ANNOUNCEMENT_NOT_FOUND));
  });

  it('refuses an attendee (403) and a visitor without a token (401), to post or remove', async () => {
    const kept = await posted('Annonce gardée');
    const before = await list();
    expect((await post('Je ne suis pas organisateur', attendee.token)).statusCode).toBe(403);
    expect((await remove(kept.id, attendee.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/announcements', payload: { message: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await list()).toEqual(before);
  });

  it('tells every open stream of a post and of a removal, in order, with the public fields only', async () => {
    const s = await openStream(base);
    open.push(s);
    await s.event('ready');
    const announcement = await posted('Le vestiaire ferme à 18 h.');
    const sent = await s.event<Announcement>('announcement-published', (a) => a.id === announcement.id);
    const { $id: publishedId, ...data } = sent;
    expect(data).toEqual(announcement);
    expect(s.messages.find((m) => m.event === 'announcement-published')?.data).not.toContain(organiser.email);
    expect((await remove(announcement.id)).statusCode).toBe(204);
    const removed = await s.event<{ id: number }>('announcement-removed', (a) => a.id === announcement.id);
    expect(Object.keys(removed).sort()).toEqual(['$id', 'id']);
    expect(Number(removed.$id)).toBeGreaterThan(Number(publishedId));
  });

  it('sends nothing on the stream for a refused post', async () => {
    const s = await openStream(base);
    open.push(s);
    await s.event('ready');
    expect((await post('Refusée', attendee.token)).statusCode).toBe(403);
    expect((await post('')).statusCode).toBe(400);
    const marker = await posted('Repère');
    await s.event<Announcement>('announcement-published', (a) => a.id === marker.id);
    const published = s.events.filter((m) => m.event === 'announcement-published');
    expect(published).toHaveLength(1);
  });
});
