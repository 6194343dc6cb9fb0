import { hasSlides, SlidesLinks } from '../../components/ui/slides-links';
import { useSlots } from '../../lib/published-content';
import './presentations.css';

/**
 * The published presentations by slot, in the programme's order (decision 084): each slot's
 * time and title with its PDF and/or link. Until organisers publish one, the spec's
 * placeholder text, which is also what the prerendered page (the seed) shows.
 */
export function PresentationList() {
  const slots = useSlots().filter((slot) => hasSlides(slot.entry.slides));
  if (slots.length === 0) {
    return (
      <div className="card">
        <p>Les présentations des intervenants seront publiées ici dès que les organisateurs les mettront en ligne.</p>
        <p>Revenez sur cette page pour les consulter et les télécharger.</p>
      </div>
    );
  }
  return (
    <ol className="presentation-list">
      {slots.map(({ id, entry }) => (
        <li key={id} className="card presentation-list__item">
          <h2 className="presentation-list__title">
            <span className="presentation-list__time">{entry.time}</span> {entry.title}
            {entry.cancelled ? <span className="presentation-list__cancelled"> (séance annulée)</span> : null}
          </h2>
          {entry.slides === undefined ? null : <SlidesLinks slides={entry.slides} title={entry.title} />}
        </li>
      ))}
    </ol>
  );
}
