import { publicContent } from '@congres/contracts';
import { describe, expect, it } from 'vitest';
import { contentSeed } from '../../content/seed';
import { publicationSummary } from './change-summary';

describe('what a publication changes, as its confirmation says it (decision 108)', () => {
  const published = publicContent(contentSeed());

  it('says nothing when the draft is the published content', () => {
    expect(publicationSummary(published, contentSeed())).toEqual([]);
  });

  it('says each slot’s change by its title: moved, cancelled, restored, renamed, added, removed', () => {
    const before = contentSeed();
    before.programme[17] = { ...before.programme[17]!, cancelled: true };
    const draft = contentSeed();
    draft.programme[9] = { ...draft.programme[9]!, time: '11h35' };
    draft.programme[3] = { ...draft.programme[3]!, cancelled: true };
    draft.programme[4] = { ...draft.programme[4]!, title: 'Vaccination : ce qui change' };
    draft.programme[5] = { ...draft.programme[5]!, description: 'Salle B.' };
    draft.programme.splice(1, 1);
    draft.programme.push({ id: 's-abc123', time: '16h30', title: 'Photo de groupe', icon: 'talk', cancelled: false });
    expect(publicationSummary(publicContent(before), draft)).toEqual([
      '« Intervention 1 : titre à venir » : annulée',
      '« Intervention 2 : titre à venir » : renommée « Vaccination : ce qui change »',
      '« Intervention 4 : titre à venir » : 11h15 → 11h35',
      '« Présentation du congrès 2026 » : rétablie',
      '« Photo de groupe » : ajoutée',
      '« Mot d’accueil » : supprimée',
      '« Présentation du laboratoire » : description, pictogramme ou présentation modifiés',
    ]);
  });

  it('names the other parts changed, compared as the public pages read them', () => {
    const draft = contentSeed();
    draft.meals.dinner.day = 'Samedi 24 mai';
    draft.contact.phone = '05 00 00 00 00';
    expect(publicationSummary(published, draft)).toEqual([
      'Aussi modifié : Repas (dîner et déjeuner), Contact du secrétariat.',
    ]);
  });
});
