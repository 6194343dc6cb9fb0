import { CONTENT_CONFLICT, type ContentDraft, type PublishedContent, type StarsReply } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { NOTHING_TO_PUBLISH } from '../../src/routes/api/content/publish-content.js';
import { UNKNOWN_SLOT } from '../../src/routes/api/programme/stars.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import {
  contentSite,
  copy,
  currentVersion,
  postPublish,
  publishContent,
  putDraft,
  type ContentSite,
} from './support.js';

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const draftNow = async () =>
  (
    await site.t.app.inject({ method: 'GET', url: '/api/content/draft', headers: bearer(site.organiser.token) })
  ).json<ContentDraft>();
const published = async () =>
  (await site.t.app.inject({ method: 'GET', url: '/api/content' })).json<PublishedContent>();

describe('publishing the draft', () => {
  it('refuses when no draft is open, in French', async () => {
    const res = await postPublish(site.t, site.organiser.token, await currentVersion(site.t));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(NOTHING_TO_PUBLISH));
  });

  it('publishes the draft as the next version and clears it', async () => {
    const base = await currentVersion(site.t);
    const changed = copy(site.seed);
    changed.meals.lunch.time = '13h15';
    expect((await putDraft(site.t, site.organiser.token, base, changed)).statusCode).toBe(200);
    const res = await postPublish(site.t, site.organiser.token, base, 'Déjeuner décalé');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ version: base + 1 });
    expect(await published()).toMatchObject({ version: base + 1, content: { meals: { lunch: { time: '13h15' } } } });
    expect(await draftNow()).toMatchObject({ baseVersion: base + 1, updatedBy: null, updatedAt: null });
  });

  it('gives one 201 and one 409 naming the other publisher when two publish on the same base at once', async () => {
    const base = await currentVersion(site.t);
    const changed = copy((await published()).content);
    changed.programmeEndsAt = '17h30';
    expect((await putDraft(site.t, site.other.token, base, changed)).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      postPublish(site.t, site.organiser.token, base),
      postPublish(site.t, site.other.token, base),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const winner = a.statusCode === 201 ? 'Org Anisatrice' : 'Claude Collègue';
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toEqual(errorBody(CONTENT_CONFLICT(base + 1, winner)));
    expect(await currentVersion(site.t)).toBe(base + 1);
  });

  it('keeps the draft untouched when the base is no longer the newest version', async () => {
    const base = await currentVersion(site.t);
    const mine = copy((await published()).content);
    mine.contact.name = 'Secrétariat du congrès';
    expect((await putDraft(site.t, site.organiser.token, base, mine)).statusCode).toBe(200);
    const kept = await draftNow();
    // Someone restores a version in the meantime.
    const restored = await site.t.app.inject({
      method: 'POST',
      url: '/api/content/versions/1/restore',
      headers: bearer(site.other.token),
      payload: { baseVersion: base },
    });
    expect(restored.statusCode).toBe(201);
    const late = await postPublish(site.t, site.organiser.token, base);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(errorBody(CONTENT_CONFLICT(base + 1, 'Claude Collègue')));
    // The draft is given rebased onto the restored version; the row itself is kept as it was.
    const rebased = await draftNow();
    expect(rebased).toMatchObject({ baseVersion: base + 1, rebasedFrom: base, updatedBy: kept.updatedBy });
    expect(await currentVersion(site.t)).toBe(base + 1);
    // Published on the newest version once reviewed and saved there.
    expect((await putDraft(site.t, site.organiser.token, base + 1, rebased.content)).statusCode).toBe(200);
    const again = await postPublish(site.t, site.organiser.token, base + 1);
    expect(again.statusCode).toBe(201);
    expect((await published()).content.contact.name).toBe('Secrétariat du congrès');
  });

  it('refuses a note with HTML or over 280 characters, and leaves publishing to organisers', async () => {
    const base = await currentVersion(site.t);
    const changed = copy((await published()).content);
    changed.itineraries.signage = 'Suivez le fléchage bleu.';
    expect((await putDraft(site.t, site.organiser.token, base, changed)).statusCode).toBe(200);
    const html = await postPublish(site.t, site.organiser.token, base, '<img src=x onerror=alert(1)>');
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual(errorBody(PROBLEM.html));
    const long = await postPublish(site.t, site.organiser.token, base, 'a'.repeat(281));
    expect(long.statusCode).toBe(400);
    expect((await postPublish(site.t, site.attendee.token, base)).statusCode).toBe(403);
    const anonymous = await site.t.app.inject({
      method: 'POST',
      url: '/api/content/publish',
      payload: { baseVersion: base },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await currentVersion(site.t)).toBe(base);
  });
});

describe('stars of a slot added after the seed', () => {
  it('are refused before the slot is published, and kept once it is', async () => {
    const star = { stars: [{ slotId: 'visite-labo', starred: true, updatedAt: '2025-05-20T10:00:00.000Z' }] };
    const sync = () =>
      site.t.app.inject({
        method: 'POST',
        url: '/api/programme/stars',
        headers: bearer(site.attendee.token),
        payload: star,
      });
    const before = await sync();
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual(errorBody(UNKNOWN_SLOT('visite-labo')));

    const content = copy((await published()).content);
    content.programme.push({
      id: 'visite-labo',
      time: '16h30',
      title: 'Visite du laboratoire',
      icon: 'lab',
      cancelled: false,
    });
    await publishContent(site.t, site.organiser.token, content);
    const after = await sync();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<StarsReply>().stars).toContainEqual(star.stars[0]);
    const read = await site.t.app.inject({
      method: 'GET',
      url: '/api/programme/stars',
      headers: bearer(site.attendee.token),
    });
    expect(read.json<StarsReply>().stars).toContainEqual(star.stars[0]);
  });
});
