import { CONTENT_CONFLICT, CONTENT_VERSION_NOT_FOUND, type ContentDraft } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import {
  contentSite,
  copy,
  currentVersion,
  draftRow,
  postPublish,
  postRestore,
  publishContent,
  putDraft,
  storeDraftRow,
  type ContentSite,
} from './support.js';

// A save, publication or restore built on an older version than the newest is
// refused with the 409 that names who published; a stale draft never becomes a version (decision 101).

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

/** The organisers' draft: the newest version's whole content while no draft is open. */
const draftNow = async () =>
  (
    await site.t.app.inject({ method: 'GET', url: '/api/content/draft', headers: bearer(site.organiser.token) })
  ).json<ContentDraft>();

describe('a save or a publication on an older version', () => {
  it('refuses B’s save on the version A has replaced, saving nothing, and A’s change stays live', async () => {
    const base = await currentVersion(site.t);
    const start = (await draftNow()).content;
    // B opened the editor on `base`; A publishes a change in the meantime.
    const mine = copy(site.seed);
    mine.meals.lunch.time = '13h30';
    const newer = await publishContent(site.t, site.organiser.token, mine);
    // B saves a copy typed on `base`, without A's change.
    const stale = copy(start);
    stale.contact.name = 'Secrétariat de B';
    const refused = await putDraft(site.t, site.other.token, base, stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorBody(CONTENT_CONFLICT(newer, 'Org Anisatrice')));
    expect(await draftRow(site.t)).toBeUndefined();
    // A's next "Publier" has nothing of B's to publish: A's change is still the live one.
    expect((await postPublish(site.t, site.organiser.token, newer)).statusCode).toBe(400);
    expect((await draftNow()).content.meals.lunch.time).toBe('13h30');
  });

  it('refuses to publish a stored draft saved on an older version, and keeps it as it was', async () => {
    const base = await currentVersion(site.t);
    const stale = copy((await draftNow()).content);
    const mine = copy(stale);
    mine.programmeEndsAt = '17h45';
    const newer = await publishContent(site.t, site.organiser.token, mine);
    // B's save crossed A's publication: the row holds B's draft on the replaced version.
    stale.contact.name = 'Secrétariat de B';
    await storeDraftRow(site.t, base, stale, site.other);
    const row = await draftRow(site.t);
    // A publishes on the newest version, as A's page knows it.
    const res = await postPublish(site.t, site.organiser.token, newer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(errorBody(CONTENT_CONFLICT(newer, 'Org Anisatrice')));
    expect(await currentVersion(site.t)).toBe(newer);
    expect(await draftRow(site.t)).toEqual(row);
    // Once saved on the newest version, it publishes.
    const reviewed = copy(mine);
    reviewed.contact.name = 'Secrétariat de B';
    expect((await putDraft(site.t, site.other.token, newer, reviewed)).statusCode).toBe(200);
    expect((await postPublish(site.t, site.other.token, newer)).statusCode).toBe(201);
    expect((await draftNow()).content).toMatchObject({
      programmeEndsAt: '17h45',
      contact: { name: 'Secrétariat de B' },
    });
  });
});

describe('restoring a version on a base', () => {
  it('gives one 201 and five 409s for six restores on the same base at once', async () => {
    const base = await currentVersion(site.t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postRestore(site.t, i % 2 ? site.other.token : site.organiser.token, 1, { baseVersion: base }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = answers.find((res) => res.statusCode === 201)!;
    const winnerName = answers.indexOf(winner) % 2 ? 'Claude Collègue' : 'Org Anisatrice';
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json()).toEqual(errorBody(CONTENT_CONFLICT(base + 1, winnerName)));
    }
    expect(await currentVersion(site.t)).toBe(base + 1);
  });

  it('refuses a restore without a base, with a base in the future or an older one, in French', async () => {
    // The newest version, published by Org Anisatrice.
    const newest = await publishContent(site.t, site.organiser.token, (await draftNow()).content);
    const none = await postRestore(site.t, site.organiser.token, 1);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(errorBody('Le corps de la requête est invalide : envoyez un objet JSON.'));
    const empty = await postRestore(site.t, site.organiser.token, 1, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(errorBody('Le champ « baseVersion » est obligatoire.'));
    const future = await postRestore(site.t, site.organiser.token, 1, { baseVersion: newest + 1 });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual(errorBody(CONTENT_VERSION_NOT_FOUND));
    const older = await postRestore(site.t, site.organiser.token, 1, { baseVersion: newest - 1 });
    expect(older.statusCode).toBe(409);
    expect(older.json()).toEqual(errorBody(CONTENT_CONFLICT(newest, 'Org Anisatrice')));
    expect(await currentVersion(site.t)).toBe(newest);
  });
});
