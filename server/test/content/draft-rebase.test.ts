import {
  CONTENT_INVALID,
  CONTENT_PART_LABELS,
  CONTENT_VERSION_NOT_FOUND,
  minutesOf,
  slotConflictLabel,
  type CongressContent,
  type ContentDraft,
  type ProgrammeSlot,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../moderation/support.js';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { errorBody } from '../support/error-body.js';
import {
  contentSite,
  copy,
  draftRow,
  postPublish,
  publishContent,
  putDraft,
  storeDraftRow,
  type ContentSite,
} from './support.js';

// A draft typed on an older version, re-applied onto the newest (decision 101): per slot by its
// id, per part otherwise; what both changed keeps the draft's change and is listed.

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const getDraft = async (token = site.organiser.token) =>
  (await site.t.app.inject({ method: 'GET', url: '/api/content/draft', headers: bearer(token) })).json<ContentDraft>();
const postRebase = (baseVersion: number, content: unknown, token = site.other.token) =>
  site.t.app.inject({
    method: 'POST',
    url: '/api/content/draft/rebase',
    headers: bearer(token),
    payload: { baseVersion, content },
  });

const slot = (content: CongressContent, id: string): ProgrammeSlot => {
  const found = content.programme.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`no slot ${id}`);
  return found;
};
const ids = (content: CongressContent) => content.programme.map((entry) => entry.id);
/** Whether the programme is in time order (decision 107). */
const inTimeOrder = (content: CongressContent) =>
  content.programme.every((entry, i, all) => i === 0 || minutesOf(all[i - 1]!.time) <= minutesOf(entry.time));

/**
 * The newest version's content (no draft open), then A's changes published over it, and B's
 * typed on the former newest: their draft stored as a save crossing A's publication leaves it.
 */
async function crossed(aChanges: (content: CongressContent) => void, bChanges: (content: CongressContent) => void) {
  const start = await getDraft();
  expect(start.updatedBy).toBeNull();
  const a = copy(start.content);
  aChanges(a);
  const newest = await publishContent(site.t, site.organiser.token, a);
  const b = copy(start.content);
  bChanges(b);
  await storeDraftRow(site.t, start.baseVersion, b, site.other);
  return { base: start.baseVersion, start: start.content, newest, a, b };
}

/** Saves the rebased draft on the newest version and publishes it, as the editor does once checked. */
async function saveAndPublish(draft: ContentDraft) {
  const saved = await putDraft(site.t, site.other.token, draft.baseVersion, draft.content);
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await postPublish(site.t, site.other.token, draft.baseVersion);
  expect(res.statusCode, res.body).toBe(201);
}

describe('a draft saved on an older version, read again', () => {
  it('keeps a slot moved by A and another slot edited by B, with nothing to check', async () => {
    const { base, newest } = await crossed(
      (a) => (slot(a, '09').time = '11h20'),
      (b) => (slot(b, '04').title = 'Intervention 1 : la vaccination'),
    );
    const draft = await getDraft();
    expect(draft).toMatchObject({
      baseVersion: newest,
      rebasedFrom: base,
      updatedBy: 'Claude Collègue',
      conflicts: [],
    });
    expect(slot(draft.content, '09').time).toBe('11h20');
    expect(slot(draft.content, '04').title).toBe('Intervention 1 : la vaccination');
    // The row itself is left on its old base: never published as it is.
    expect((await draftRow(site.t))?.base_version).toBe(base);
    await saveAndPublish(draft);
  });

  it('keeps B’s change of a slot and of a part that A changed too, and lists them', async () => {
    const { base, newest, b } = await crossed(
      (a) => {
        slot(a, '10').time = '11h25';
        a.meals.lunch.time = '13h15';
        a.contact.phone = '05 56 00 00 01';
      },
      (b) => {
        slot(b, '10').title = 'Intervention 4 : les rappels';
        b.meals.dinner.menu.dessert = 'Cannelés';
      },
    );
    const draft = await getDraft();
    expect(draft).toMatchObject({ baseVersion: newest, rebasedFrom: base });
    const at = ids(draft.content).indexOf('10');
    expect(draft.conflicts).toEqual([
      { path: `/programme/${at}`, label: slotConflictLabel('Intervention 4 : les rappels') },
      { path: '/meals', label: CONTENT_PART_LABELS.meals },
    ]);
    // B's whole slot and B's meals are kept; what A alone changed is there too.
    expect(slot(draft.content, '10')).toEqual(slot(b, '10'));
    expect(draft.content.meals.dinner.menu.dessert).toBe('Cannelés');
    expect(draft.content.meals.lunch.time).not.toBe('13h15');
    expect(draft.content.contact.phone).toBe('05 56 00 00 01');
    await saveAndPublish(draft);
  });

  it('keeps a slot added by B and drops one removed by A; a slot A removed and B changed comes back as a new one', async () => {
    const added: ProgrammeSlot = {
      id: 'atelier-b',
      time: '9h40',
      title: 'Atelier de B',
      icon: 'lab',
      cancelled: false,
    };
    const { newest } = await crossed(
      (a) => (a.programme = a.programme.filter((entry) => entry.id !== '12' && entry.id !== '13')),
      (b) => {
        b.programme.splice(ids(b).indexOf('05') + 1, 0, added);
        slot(b, '13').title = 'Intervention 6 : gardée par B';
      },
    );
    const draft = await getDraft();
    expect(draft.baseVersion).toBe(newest);
    const order = ids(draft.content);
    expect(order).not.toContain('12');
    expect(order).not.toContain('13');
    expect(order[order.indexOf('05') + 1]).toBe('atelier-b');
    const kept = draft.content.programme.find((entry) => entry.title === 'Intervention 6 : gardée par B');
    expect(kept?.id).toMatch(/^s-[0-9a-z]{6}$/);
    // In its place: after the slot it followed in B's draft.
    expect(order[order.indexOf('11') + 1]).toBe(kept?.id);
    expect(draft.conflicts).toEqual([
      { path: `/programme/${order.indexOf(kept!.id)}`, label: slotConflictLabel('Intervention 6 : gardée par B') },
    ]);
    // Saved and published: the new id is not a removed slot's.
    await saveAndPublish(draft);
  });

  it('gives the merged programme in time order: slots moved by each side and B’s new one at their times, nothing to check', async () => {
    const extra: ProgrammeSlot = { id: 'pause-b', time: '10h40', title: 'Pause de B', icon: 'break', cancelled: false };
    await crossed(
      (a) => (slot(a, '06').time = '10h20'),
      // Inserted out of time order, as a draft row stored before decision 107 may hold it.
      (b) => b.programme.splice(ids(b).indexOf('07') + 1, 0, extra),
    );
    const draft = await getDraft();
    const order = ids(draft.content);
    expect(order.slice(order.indexOf('07'), order.indexOf('07') + 4)).toEqual(['07', '06', '08', 'pause-b']);
    expect(inTimeOrder(draft.content)).toBe(true);
    expect(draft.conflicts).toEqual([]);
    await saveAndPublish(draft);

    // Both moved a slot across its neighbour: two moves, no order of their own to check.
    await crossed(
      (a) => (slot(a, '02').time = '8h50'),
      (b) => (slot(b, '04').time = '9h35'),
    );
    const both = await getDraft();
    expect(inTimeOrder(both.content)).toBe(true);
    expect(ids(both.content).slice(1, 5)).toEqual(['03', '02', '05', '04']);
    expect(both.conflicts).toEqual([]);
    await saveAndPublish(both);
  });
});

describe('POST /api/content/draft/rebase: the editor’s unsaved content re-applied', () => {
  it('merges the page’s content onto the newest version, saving nothing', async () => {
    const start = await getDraft();
    const a = copy(start.content);
    slot(a, '03').time = '8h50';
    const newest = await publishContent(site.t, site.organiser.token, a);
    const b = copy(start.content);
    slot(b, '03').title = 'QCM avant la journée';
    b.itineraries.signage = 'Suivez les flèches vertes.';
    const res = await postRebase(start.baseVersion, b);
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<ContentDraft>();
    expect(draft).toMatchObject({
      baseVersion: newest,
      rebasedFrom: start.baseVersion,
      updatedBy: null,
      updatedAt: null,
    });
    expect(draft.conflicts).toEqual([
      { path: `/programme/${ids(draft.content).indexOf('03')}`, label: slotConflictLabel('QCM avant la journée') },
    ]);
    expect(draft.content.itineraries.signage).toBe('Suivez les flèches vertes.');
    expect(await draftRow(site.t)).toBeUndefined();
    // On the newest version already: given back as it is.
    const same = await postRebase(newest, b);
    expect(same.json<ContentDraft>()).toEqual({ baseVersion: newest, content: b, updatedBy: null, updatedAt: null });
  });

  it('refuses content with problems, a base never published, and anyone but organisers, in French', async () => {
    const { baseVersion, content } = await getDraft();
    const bad = copy(content);
    slot(bad, '01').time = '8:00';
    const refused = await postRebase(baseVersion, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: CONTENT_INVALID,
      problems: [{ path: '/programme/0/time', message: PROBLEM.time }],
    });
    const future = await postRebase(baseVersion + 1, content);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual(errorBody(CONTENT_VERSION_NOT_FOUND));
    const attendee = await postRebase(baseVersion, content, site.attendee.token);
    expect(attendee.statusCode).toBe(403);
  });
});
