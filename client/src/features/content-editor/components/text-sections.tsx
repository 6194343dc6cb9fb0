import { useEditorFields } from '../editor-context';
import { ContentField } from './content-field';
import { TextListField } from './text-list-field';

const MENU_PARTS = [
  ['starter', 'Entrée'],
  ['main', 'Plat'],
  ['dessert', 'Dessert'],
] as const;

function MenuFields({ pointer, name }: { pointer: string; name: string }) {
  return (
    <fieldset className="content-editor__group">
      <legend>{name}</legend>
      {MENU_PARTS.map(([key, label]) => (
        <ContentField key={key} pointer={`${pointer}/${key}`} label={label} />
      ))}
    </fieldset>
  );
}

/** The event's title, date label and welcome paragraphs. */
export function EventFields() {
  const { content } = useEditorFields();
  return (
    <>
      <ContentField pointer="/event/title" label="Titre du congrès" />
      <ContentField pointer="/event/dateLabel" label="Date affichée" hint="Par exemple : Vendredi 23 mai 2025." />
      {content.event.intro.map((_paragraph, index) => (
        <ContentField
          key={index}
          pointer={`/event/intro/${index}`}
          label={`Paragraphe d’accueil ${index + 1}`}
          multiline
        />
      ))}
    </>
  );
}

/** The lunch's and the dinner's menus and details. */
export function MealFields() {
  return (
    <>
      <h3>Déjeuner</h3>
      <ContentField pointer="/meals/lunch/day" label="Jour du déjeuner" />
      <ContentField pointer="/meals/lunch/time" label="Heure du déjeuner" hint="Par exemple 12h30." />
      <ContentField pointer="/meals/lunch/place" label="Lieu du déjeuner" />
      <MenuFields pointer="/meals/lunch/menus/normal" name="Menu du déjeuner" />
      <MenuFields pointer="/meals/lunch/menus/vegetarian" name="Menu végétarien du déjeuner" />
      <h4>Eau au déjeuner</h4>
      <TextListField pointer="/meals/lunch/water" itemLabel={(n) => `Eau proposée ${n}`} addLabel="une eau" />
      <h3>Dîner</h3>
      <ContentField pointer="/meals/dinner/day" label="Jour du dîner" />
      <ContentField pointer="/meals/dinner/time" label="Heure du dîner" hint="Par exemple 19h30." />
      <MenuFields pointer="/meals/dinner/menu" name="Menu du dîner" />
      <ContentField pointer="/meals/dinner/phone" label="Téléphone du restaurant" type="tel" />
      <ContentField pointer="/meals/dinner/website" label="Site du restaurant" type="url" inputMode="url" />
    </>
  );
}

/** The itineraries' texts (their bus lines and train times: place-fields.tsx). */
export function ItineraryFields() {
  return (
    <>
      <ContentField pointer="/itineraries/privateBus/time" label="Heure du bus privé" hint="Par exemple 7h30." />
      <ContentField pointer="/itineraries/privateBus/meetingPoint" label="Point de rendez-vous du bus privé" />
      <ContentField pointer="/itineraries/tram/line" label="Ligne de tram" />
      <ContentField pointer="/itineraries/tram/stop" label="Arrêt de tram" />
      <ContentField pointer="/itineraries/train/line" label="Ligne de train" />
      <ContentField pointer="/itineraries/train/from" label="Gare de départ" />
      <ContentField pointer="/itineraries/train/to" label="Gare d’arrivée" />
      <ContentField pointer="/itineraries/signage" label="Signalétique sur place" multiline />
    </>
  );
}

/** The secretariat's contact. */
export function ContactFields() {
  const { content } = useEditorFields();
  return (
    <>
      <ContentField pointer="/contact/name" label="Nom" />
      {content.contact.address.map((_line, index) => (
        <ContentField key={index} pointer={`/contact/address/${index}`} label={`Adresse, ligne ${index + 1}`} />
      ))}
      <ContentField pointer="/contact/email" label="Adresse e-mail" type="email" />
      <ContentField pointer="/contact/phone" label="Téléphone" type="tel" />
    </>
  );
}
