import { ContentField } from './content-field';
import { PointFields } from './number-field';
import { TextListField } from './text-list-field';

/** The venue and the dinner's place: names, addresses and map points (the plans are pictures). */
export function PlaceFields() {
  return (
    <>
      <h3>Lieu du congrès</h3>
      <ContentField pointer="/event/venue/name" label="Nom du lieu du congrès" />
      <ContentField pointer="/event/venue/address" label="Adresse du lieu du congrès" />
      <PointFields pointer="/event/venue/point" name="lieu du congrès" />
      <h3>Lieu du dîner</h3>
      <ContentField pointer="/meals/dinner/place/name" label="Nom du restaurant" />
      <ContentField pointer="/meals/dinner/place/address" label="Adresse du restaurant" />
      <PointFields pointer="/meals/dinner/place/point" name="restaurant" />
      <h3>Trajets « Depuis… »</h3>
      <p className="field__hint">Les points de départ des itinéraires proposés vers le lieu du congrès.</p>
      <TextListField
        pointer="/itineraries/directionsFrom"
        itemLabel={(n) => `Départ ${n}`}
        addLabel="un point de départ"
        blank={{ label: '', point: { lat: 44.8378, lon: -0.5792 } }}
        renderItem={(item, n) => (
          <fieldset className="content-editor__group">
            <legend>Départ {n}</legend>
            <ContentField
              pointer={`${item}/label`}
              label={`Nom du départ ${n}`}
              hint="Par exemple : Gare Saint-Jean."
            />
            <PointFields pointer={`${item}/point`} name={`départ ${n}`} />
          </fieldset>
        )}
      />
    </>
  );
}

/** The bus lines and the train's departures of the itineraries page. */
export function TransportLists() {
  return (
    <>
      <h3>Lignes de bus</h3>
      <TextListField
        pointer="/itineraries/busLines"
        itemLabel={(n) => `Ligne de bus ${n}`}
        addLabel="une ligne de bus"
        blank={{ line: '', stop: '' }}
        renderItem={(item, n) => (
          <fieldset className="content-editor__group">
            <legend>Ligne de bus {n}</legend>
            <ContentField pointer={`${item}/line`} label={`Numéro de la ligne ${n}`} />
            <ContentField pointer={`${item}/stop`} label={`Arrêt de la ligne ${n}`} />
          </fieldset>
        )}
      />
      <h3>Horaires des trains</h3>
      <TextListField
        pointer="/itineraries/train/departures"
        itemLabel={(n) => `Départ du train ${n}`}
        addLabel="un horaire de train"
        hint="Par exemple 7h03."
      />
    </>
  );
}
