import { CONTENT_INVALID, type ContentDraft, type ContentProblem } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { contentSite, copy, currentVersion, putDraft, type ContentSite } from './support.js';

// One-line fields refuse line breaks and control characters (decision 102): a title goes into
// the calendars' name and product id, where a line break starts a line of its own.

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const INJECTED = 'Congrès\r\nBEGIN:VEVENT\r\nUID:intrus@exemple.fr\r\nSUMMARY:Intrus\r\nEND:VEVENT';

describe('one-line fields of the content', () => {
  it('refuse a line break (\\r\\n, \\n, U+2028, U+2029) or a control character, on their field, in French', async () => {
    const bad = copy(site.seed);
    bad.event.title = INJECTED;
    bad.event.organisationAbbreviation = 'APSB\nX-INTRUS:1';
    bad.programme[3]!.title = 'Intervention\u2028deux lignes';
    bad.contact.address[0] = '12 rue\u2029de la Santé';
    bad.quizzes[0]!.label = 'Quiz\u001b[31m';
    bad.meals.lunch.water[1] = 'pétillante\u0085';
    const res = await putDraft(site.t, site.organiser.token, await currentVersion(site.t), bad);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; problems: ContentProblem[] }>();
    expect(body.message).toBe(CONTENT_INVALID);
    expect(body.problems).toEqual([
      { path: '/event/title', message: PROBLEM.oneLine },
      { path: '/event/organisationAbbreviation', message: PROBLEM.oneLine },
      { path: '/programme/3/title', message: PROBLEM.oneLine },
      { path: '/meals/lunch/water/1', message: PROBLEM.oneLine },
      { path: '/quizzes/0/label', message: PROBLEM.oneLine },
      { path: '/contact/address/0', message: PROBLEM.oneLine },
    ]);
    expect(PROBLEM.oneLine).toBe(
      'Ce champ tient sur une seule ligne : retirez les retours à la ligne et les caractères invisibles (retapez-le sans copier-coller).',
    );
  });

  it('keep line breaks where the editor has a text area: paragraphs, a slot’s description, the signage', async () => {
    const good = copy(site.seed);
    good.event.intro[0] = 'Bienvenue !\r\nUne seconde ligne.';
    good.programme[0]!.description = 'Badges au hall.\nCafé au premier étage.';
    good.itineraries.signage = 'Fléchage depuis la gare.\nEntrée rue Ferrer.';
    // Spaces and line breaks around a one-line value are trimmed, as any field's.
    good.event.dateLabel = '  vendredi 23 mai 2025\r\n';
    const res = await putDraft(site.t, site.organiser.token, await currentVersion(site.t), good);
    expect(res.statusCode, res.body).toBe(200);
    const { content } = res.json<ContentDraft>();
    expect(content.event.intro[0]).toBe('Bienvenue !\r\nUne seconde ligne.');
    expect(content.programme[0]?.description).toBe('Badges au hall.\nCafé au premier étage.');
    expect(content.event.dateLabel).toBe('vendredi 23 mai 2025');
  });
});
