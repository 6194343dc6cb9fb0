import { CongressContent, PROGRAMME_SLOT_IDS } from '@congres/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DINNER } from './meals';
import { LEGAL_NOTICE, PRIVACY_POLICY } from './legal';
import { contentSeed } from './seed';

describe('contentSeed', () => {
  it('is a CongressContent the server accepts as version 1', () => {
    // Vitest serves the pictures from their source folder; the build names them /assets/name-hash.svg.
    const asBuilt = JSON.parse(
      JSON.stringify(contentSeed()).replace(
        /"\/src\/content\/images\/([a-z0-9-]+)\.svg(\?no-inline)?"/g,
        '"/assets/$1-h4sh.svg"',
      ),
    ) as unknown;
    expect([...Value.Errors(CongressContent, asBuilt)]).toEqual([]);
    expect(Value.Check(CongressContent, asBuilt)).toBe(true);
  });

  it('holds the 18 slots with their stable ids, none cancelled', () => {
    const { programme } = contentSeed();
    expect(programme.map((slot) => slot.id)).toEqual([...PROGRAMME_SLOT_IDS]);
    expect(programme.every((slot) => !slot.cancelled)).toBe(true);
    expect(programme[0]).toMatchObject({ id: '01', time: '8h', title: 'Accueil et inscription' });
  });

  it('maps the dinner, the directions and the legal texts from their modules', () => {
    const seed = contentSeed();
    expect(seed.meals.dinner.place).toMatchObject({ name: DINNER.place, address: DINNER.address, point: DINNER.point });
    expect(seed.itineraries.directionsFrom.map((from) => from.label)).toEqual([
      'Depuis la gare Saint-Jean',
      'Depuis l’aéroport de Bordeaux-Mérignac',
    ]);
    expect(seed.legal).toEqual({ notice: LEGAL_NOTICE, privacy: PRIVACY_POLICY });
  });
});
