import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { useSlots } from '../../lib/published-content';
import { useStarredSlots } from './public/programme-stars';
import { useHydrated } from '../../lib/use-hydrated';
import { ProgrammeList } from './programme-list';

/** The starred slots, in the day's order, each with its toggle; an invitation when there is none. */
export function MyProgramme() {
  const hydrated = useHydrated();
  const starred = useStarredSlots();
  const slots = useSlots().filter((slot) => starred.has(slot.id));
  if (!hydrated) return <p role="status">Chargement de votre programme…</p>;
  if (slots.length === 0) {
    return (
      <div className="card my-programme__empty">
        <p>Votre programme est vide pour l’instant.</p>
        <p>
          Sur la page <Link to={SITE_ROUTES.programme}>Programme</Link>, touchez « Ajouter à mon programme » sous les
          créneaux qui vous intéressent : ils s’afficheront ici, même sans réseau.
        </p>
      </div>
    );
  }
  return (
    <>
      <p>
        {slots.length === 1 ? '1 créneau' : `${slots.length} créneaux`} dans votre programme.{' '}
        <Link to={SITE_ROUTES.programme}>Voir tout le programme</Link>
      </p>
      <ProgrammeList slots={slots} />
    </>
  );
}
