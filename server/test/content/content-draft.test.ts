import { CONTENT_INVALID, CONTENT_VERSION_NOT_FOUND, type ContentDraft, type ContentProblem } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { contentSite, copy, currentVersion, publishContent, putDraft, type ContentSite } from './support.js';

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const getDraft = (token?: string) =>
  site.t.app.inject({
    method: 'GET',
    url: '/api/content/draft',
    headers: token === undefined ? {} : bearer(token),
  });

/** The problems of a refused draft, after checking the refusal's shape. */
async function problemsOf(content: unknown): Promise<ContentProblem[]> {
  const res = await putDraft(site.t, site.organiser.token, await currentVersion(site.t), content);
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ message: string; problems: ContentProblem[] }>();
  expect(body.message).toBe(CONTENT_INVALID);
  return body.problems;
}

describe('the organisers’ draft', () => {
  it('is the published content, unsaved, until an organiser saves one; then it comes back as saved', async () => {
    const empty = await getDraft(site.organiser.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ baseVersion: 1, content: site.seed, updatedBy: null, updatedAt: null });

    const changed = copy(site.seed);
    changed.contact.phone = '  05 56 11 22 33 ';
    changed.programme.push({ id: 'table-ronde', time: '16h30', title: 'Table ronde', icon: 'talk', cancelled: false });
    const saved = await putDraft(site.t, site.organiser.token, 1, { ...changed, extra: 'dropped' });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json<ContentDraft>();
    expect(draft).toMatchObject({ baseVersion: 1, updatedBy: 'Org Anisatrice' });
    expect(draft.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(draft.content.contact.phone).toBe('05 56 11 22 33');
    expect(draft.content).not.toHaveProperty('extra');
    // The other organiser sees the same draft: there is one, shared.
    expect((await getDraft(site.other.token)).json()).toEqual(draft);
    // The public content has not changed.
    expect(await currentVersion(site.t)).toBe(1);
  });

  it('is read and saved by organisers only', async () => {
    expect((await getDraft()).json()).toEqual(errorBody('Vous devez être connecté.'));
    expect((await getDraft()).statusCode).toBe(401);
    const attendee = await getDraft(site.attendee.token);
    expect(attendee.statusCode).toBe(403);
    expect(attendee.json()).toEqual(errorBody('Cette action est réservée aux organisateurs du congrès.'));
    expect((await putDraft(site.t, site.attendee.token, 1, site.seed)).statusCode).toBe(403);
  });

  it('refuses a base version that was never published', async () => {
    const res = await putDraft(site.t, site.organiser.token, 99, site.seed);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(CONTENT_VERSION_NOT_FOUND));
  });

  it('refuses each kind of wrong value with its path and a French reason, and saves nothing', async () => {
    const before = (await getDraft(site.organiser.token)).json<ContentDraft>();
    const bad = copy(site.seed);
    const slot = (i: number) => bad.programme[i]!;
    slot(0).time = '8:00';
    slot(1).title = '   ';
    slot(2).title = 'x'.repeat(201);
    (slot(3) as { icon: string }).icon = 'rocket';
    slot(4).id = 'Slot 5!';
    slot(5).description = 'Voir <a href="https://x.example">ici</a>';
    slot(6).title = '<script>alert(1)</script>';
    slot(7).description = 'Pause\u0007café';
    bad.event.intro[0] = 'Ligne un\nLigne deux <!-- commentaire -->';
    bad.meals.dinner.website = 'javascript:alert(1)';
    bad.quizzes[0]!.link = 'https://';
    bad.quizzes[1]!.opensAt = 'demain matin';
    bad.contact.email = 'pas une adresse';
    bad.event.dateIso = '23/05/2025';
    bad.event.venue.point.lat = 120;
    bad.logo.src = 'https://ailleurs.example/logo.svg';
    (bad.partners[0]!.logo as unknown as { width: string }).width = 'large';
    delete (bad.meals.lunch as Partial<typeof bad.meals.lunch>).place;
    bad.home.carousel = Array.from({ length: 13 }, () => site.seed.home.carousel[0]!);
    const problems = await problemsOf(bad);
    const byPath = Object.fromEntries(problems.map((p) => [p.path, p.message]));
    expect(byPath).toEqual({
      '/programme/0/time': PROBLEM.time,
      '/programme/1/title': PROBLEM.required,
      '/programme/2/title': PROBLEM.tooLong(200),
      '/programme/3/icon': PROBLEM.icon,
      '/programme/4/id': PROBLEM.slotId,
      '/programme/5/description': PROBLEM.html,
      '/programme/6/title': PROBLEM.html,
      '/programme/7/description': PROBLEM.control,
      '/event/intro/0': PROBLEM.html,
      '/meals/dinner/website': PROBLEM.link,
      '/quizzes/1/opensAt': PROBLEM.dateTime,
      '/contact/email': PROBLEM.email,
      '/event/dateIso': PROBLEM.date,
      '/event/venue/point/lat': PROBLEM.atMost(90),
      '/logo/src': PROBLEM.picture,
      '/partners/0/logo/width': PROBLEM.type,
      '/meals/lunch/place': PROBLEM.required,
      '/home/carousel': PROBLEM.tooMany(12),
    });
    // A link that only starts right: the schema lets it by, the server's URL check does not.
    const almost = copy(site.seed);
    almost.quizzes[0]!.link = 'https://';
    expect(await problemsOf(almost)).toEqual([{ path: '/quizzes/0/link', message: PROBLEM.link }]);
    expect((await getDraft(site.organiser.token)).json()).toEqual(before);
  });

  it('takes line breaks in a paragraph, and refuses a body that is not content', async () => {
    const lines = copy(site.seed);
    lines.event.intro[0] = 'Ligne un\nLigne deux\r\nLigne trois';
    expect((await putDraft(site.t, site.organiser.token, 1, lines)).statusCode).toBe(200);
    expect(await problemsOf('du texte')).toEqual([{ path: '', message: PROBLEM.type }]);
    expect(await problemsOf(null)).toEqual([{ path: '', message: PROBLEM.type }]);
  });

  it('refuses a map point’s coordinate typed as text or out of range, and HTML in a legal paragraph, in French', async () => {
    const bad = copy(site.seed) as unknown as {
      event: { venue: { point: { lat: unknown; lon: unknown } } };
      itineraries: { directionsFrom: { point: { lat: unknown } }[] };
      legal: { privacy: { paragraphs: string[]; list?: string[] }[] };
    };
    bad.event.venue.point.lat = '44,82 nord';
    bad.event.venue.point.lon = 181;
    const departure = bad.itineraries.directionsFrom[0];
    if (departure === undefined) throw new Error('no departure in the seed');
    departure.point.lat = -91;
    const section = bad.legal.privacy[0];
    if (section === undefined) throw new Error('no privacy section in the seed');
    section.paragraphs[0] = 'Voir <a href="javascript:alert(1)">ici</a>';
    section.list = ['<img src=x onerror=alert(1)>'];
    expect(await problemsOf(bad)).toEqual(
      expect.arrayContaining([
        { path: '/event/venue/point/lat', message: PROBLEM.number },
        { path: '/event/venue/point/lon', message: PROBLEM.atMost(180) },
        { path: '/itineraries/directionsFrom/0/point/lat', message: PROBLEM.atLeast(-90) },
        { path: '/legal/privacy/0/paragraphs/0', message: PROBLEM.html },
        { path: '/legal/privacy/0/list/0', message: PROBLEM.html },
      ]),
    );
  });

  it('refuses two slots with one id, and the id of a slot removed since', async () => {
    const twice = copy(site.seed);
    twice.programme[1]!.id = '01';
    expect(await problemsOf(twice)).toEqual([{ path: '/programme/1/id', message: PROBLEM.duplicateSlotId }]);

    const without = copy(site.seed);
    const removed = without.programme.splice(17, 1)[0]!;
    await publishContent(site.t, site.organiser.token, without);
    const reused = copy(without);
    reused.programme.push({ ...removed, title: 'Un autre créneau' });
    expect(await problemsOf(reused)).toEqual([{ path: '/programme/17/id', message: PROBLEM.reusedSlotId }]);
  });
});
