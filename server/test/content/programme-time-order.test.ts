import {
  CONTENT_INVALID,
  type CongressContent,
  type ContentDraft,
  type ContentProblem,
  type ContentVersionList,
  type PublishedContent,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { bearer } from '../moderation/support.js';
import {
  contentSite,
  copy,
  currentVersion,
  draftRow,
  postRestore,
  publishContent,
  putDraft,
  storeDraftRow,
  withSlots,
  type ContentSite,
} from './support.js';

// The programme stays true (decision 107): a time that is not one of the day is refused on its
// field, a slot starts before the day's end, and whatever is saved or becomes a version is in
// time order (stable for equal times); a version stored before in another order reads so too.

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const get = (url: string) => site.t.app.inject({ method: 'GET', url });
const ids = (content: Pick<CongressContent, 'programme'>) => content.programme.map((slot) => slot.id);

/** The seed with slot `id` given `time`, left at its place in the list. */
const seedWithTime = (id: string, time: string) => withSlots(site.seed, { [id]: { time } });

/** The problems of a refused draft, after checking the refusal's shape; nothing saved. */
async function problemsOf(content: CongressContent): Promise<ContentProblem[]> {
  const before = await draftRow(site.t);
  const res = await putDraft(site.t, site.organiser.token, await currentVersion(site.t), content);
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ message: string; problems: ContentProblem[] }>();
  expect(body.message).toBe(CONTENT_INVALID);
  expect(await draftRow(site.t)).toEqual(before);
  return body.problems;
}

describe('a slot’s time', () => {
  it('is refused on its field in French when it is not a time of the day', async () => {
    for (const time of ['25h', '11h60', '', '24h', '11h5', '11:15', 'midi']) {
      expect(await problemsOf(seedWithTime('10', time)), time).toEqual([
        { path: '/programme/9/time', message: PROBLEM.time },
      ]);
    }
    expect(PROBLEM.time).toBe('Écrivez l’heure comme 11h15. Une heure de la journée va de 0h à 23h59.');
    // The day's end too.
    const end = copy(site.seed);
    end.programmeEndsAt = '25h';
    expect(await problemsOf(end)).toEqual([{ path: '/programmeEndsAt', message: PROBLEM.time }]);
  });

  it('is refused at or after the day’s end, which ends the last slot in the calendars', async () => {
    for (const time of ['17h', '17h30', '23h59']) {
      expect(await problemsOf(seedWithTime('04', time)), time).toEqual([
        { path: '/programme/3/time', message: PROBLEM.slotAfterDayEnd('17h') },
      ]);
    }
    expect(PROBLEM.slotAfterDayEnd('17h')).toBe(
      'Cette séance commence à la fin du programme (17h) ou après : avancez-la, ou repoussez la fin du programme.',
    );
    const later = seedWithTime('04', '17h30');
    later.programmeEndsAt = '18h';
    const saved = await putDraft(site.t, site.organiser.token, await currentVersion(site.t), later);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('the programme in time order', () => {
  it('is saved so, stable for equal times: the PUT answers it, the draft and the version keep it', async () => {
    // Intervention 3 (09) moved to 11h20, after Intervention 4 (10, 11h15); the welcome word (02)
    // put at 8h, the reception's time, after it in the list.
    const sent = seedWithTime('09', '11h20');
    sent.programme.find((slot) => slot.id === '02')!.time = '8h';
    const base = await currentVersion(site.t);
    const saved = await putDraft(site.t, site.organiser.token, base, sent);
    expect(saved.statusCode, saved.body).toBe(200);
    const order = ids(saved.json<ContentDraft>().content);
    expect(order.slice(0, 2)).toEqual(['01', '02']);
    expect(order.slice(7, 11)).toEqual(['08', '10', '09', '11']);
    expect(ids(JSON.parse((await draftRow(site.t))!.content) as CongressContent)).toEqual(order);

    const version = await publishContent(site.t, site.organiser.token, sent);
    const published = (await get('/api/content')).json<PublishedContent>();
    expect(published.version).toBe(version);
    expect(ids(published.content)).toEqual(order);
    // The history lists the change, and the pages read the same order.
    const [newest] = (await get('/api/content/versions')).json<ContentVersionList>();
    expect(newest?.changes.map((change) => change.slotId)).toEqual(['02', '09']);
  });

  it('is how a version stored before in another order is read, restored, and rebased', async () => {
    // Stored before decision 107: 09 at 11h20 listed before 10 (11h15), straight into the table.
    const stored = seedWithTime('09', '11h20');
    const old = (await currentVersion(site.t)) + 1;
    await site.t.app.db
      .insertInto('content_versions')
      .values({ version: old, published_by: null, note: null, restored_from: null, content: JSON.stringify(stored) })
      .execute();
    const expected = ['08', '10', '09', '11'];
    const read = (await get('/api/content')).json<PublishedContent>();
    expect(ids(read.content).slice(7, 11)).toEqual(expected);
    const draft = (
      await site.t.app.inject({ method: 'GET', url: '/api/content/draft', headers: bearer(site.organiser.token) })
    ).json<ContentDraft>();
    expect(ids(draft.content).slice(7, 11)).toEqual(expected);

    // A draft row stored out of order on an older base, rebased onto the newest.
    await storeDraftRow(site.t, old - 1, stored, site.other);
    const rebased = (
      await site.t.app.inject({ method: 'GET', url: '/api/content/draft', headers: bearer(site.organiser.token) })
    ).json<ContentDraft>();
    expect(rebased.rebasedFrom).toBe(old - 1);
    expect(ids(rebased.content).slice(7, 11)).toEqual(expected);

    const restore = await postRestore(site.t, site.organiser.token, old, { baseVersion: old });
    expect(restore.statusCode, restore.body).toBe(201);
    const row = await site.t.app.db
      .selectFrom('content_versions')
      .select('content')
      .where('version', '=', old + 1)
      .executeTakeFirstOrThrow();
    expect(ids(JSON.parse(row.content) as CongressContent).slice(7, 11)).toEqual(expected);
  });
});
