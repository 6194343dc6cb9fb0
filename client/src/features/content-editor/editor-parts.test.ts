import { describe, expect, it } from 'vitest';
import { contentSeed } from '../../content/seed';
import { placeOfProblem } from './editor-parts';

describe('where a refused field is shown (decision 108)', () => {
  const content = contentSeed();

  it.each([
    ['/programme/3/time', `/contenu/programme/${content.programme[3]!.id}`],
    ['/programme/5/slides/link', `/contenu/programme/${content.programme[5]!.id}`],
    ['/quizzes/0/link', '/contenu/quizz'],
    ['/event/intro/1', '/contenu/accueil'],
    ['/event/venue/point/lat', '/contenu/lieux'],
    ['/event/venue/plan/alt', '/contenu/images'],
    ['/meals/dinner/place/plan/alt', '/contenu/images'],
    ['/meals/dinner/place/point/lon', '/contenu/lieux'],
    ['/meals/dinner/menu/main', '/contenu/repas'],
    ['/meals/lunch/water/0', '/contenu/repas'],
    ['/itineraries/directionsFrom/0/label', '/contenu/lieux'],
    ['/itineraries/train/departures/0', '/contenu/itineraires'],
    ['/contact/email', '/contenu/contact'],
    ['/legal/notice/0/paragraphs/1', '/contenu/pages-legales'],
    ['/home/carousel/2/alt', '/contenu/images'],
    ['/partners/6/name', '/contenu/partenaires'],
    ['/training/halfDays/1/slotIds/0', '/contenu/formation'],
    ['/satisfaction/questions/0/label', '/contenu/satisfaction'],
  ])('shows %s on %s', (pointer, place) => {
    expect(placeOfProblem(pointer, content)).toBe(place);
  });

  it('lists a value without a field of its own on the programme’s page', () => {
    expect(placeOfProblem('/partners/0/logo/src', content)).toBe('/contenu');
    expect(placeOfProblem('/programme/99/time', content)).toBe('/contenu');
  });
});
