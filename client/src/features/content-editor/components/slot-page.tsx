import { PROGRAMME_ICONS, SITE_ROUTES, type ProgrammeIconName, type ProgrammeSlot } from '@congres/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useEditorFields } from '../editor-context';
import type { Arrival } from '../editor-parts';
import { withValueAt } from '../json-pointer';
import { ICON_LABELS, withSlot } from '../slot-edits';
import { withSlotTime } from '../slot-order';
import { ClockTimeField, ContentField, useFieldNotes } from './content-field';
import { SlidesField } from './slides-field';
import { SlotStates, useSlotStates } from './slot-states-badges';

/**
 * One slot alone, /contenu/programme/{id} (decision 108): cancel or restore it, delete it, its
 * time (the slot moves to its place in the programme at once), texts, icon and slides. Found by
 * its stable id, so a slot moved by its time stays on screen.
 */
export function SlotPage() {
  const { slotId = '' } = useParams();
  const { content, change } = useEditorFields();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const index = content.programme.findIndex((entry) => entry.id === slotId);
  const slot = content.programme[index];
  if (slot === undefined) {
    return (
      <section className="content-editor__part" aria-labelledby="contenu-seance">
        <h2 id="contenu-seance" tabIndex={-1}>
          Séance introuvable
        </h2>
        <p>Cette séance n’est pas (ou plus) dans le brouillon : elle a pu être supprimée.</p>
        <Link to={SITE_ROUTES.content}>Revenir au programme</Link>
      </section>
    );
  }
  const base = `/programme/${index}`;
  const name = `${slot.time}, ${slot.title}`;
  const onDelete = () => {
    setConfirming(false);
    change((current) => ({ ...current, programme: current.programme.filter((entry) => entry.id !== slot.id) }));
    const notice: Arrival = { said: `« ${slot.title} » a été supprimée du brouillon.` };
    void navigate(SITE_ROUTES.content, { state: notice });
  };
  return (
    <section className="content-editor__part slot-page" aria-labelledby="contenu-seance">
      <p className="slot-page__back">
        <Link to={SITE_ROUTES.content}>Revenir au programme</Link>
      </p>
      <h2
        id="contenu-seance"
        className={slot.cancelled ? 'slot-page__heading slot-page__heading--cancelled' : 'slot-page__heading'}
        tabIndex={-1}
      >
        {slot.time} · {slot.title}
      </h2>
      <SlotPageStates slot={slot} index={index} />
      <div className="content-editor__buttons">
        <button
          type="button"
          className="button button--secondary"
          aria-label={`${slot.cancelled ? 'Rétablir' : 'Annuler la séance'} : ${name}`}
          onClick={() =>
            change((current) => withSlot(current, slot.id, (entry) => ({ ...entry, cancelled: !entry.cancelled })))
          }
        >
          {slot.cancelled ? 'Rétablir' : 'Annuler la séance'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Supprimer : ${name}`}
          onClick={() => setConfirming(true)}
        >
          Supprimer
        </button>
      </div>
      <ClockTimeField
        pointer={`${base}/time`}
        label="Heure"
        onTime={(time) =>
          change((current) => ({ ...current, programme: withSlotTime(current.programme, slot.id, time) }))
        }
      />
      <ContentField pointer={`${base}/title`} label="Titre" />
      <ContentField pointer={`${base}/description`} label="Description (facultative)" multiline />
      <IconField base={base} icon={slot.icon} />
      <SlidesField base={base} slot={slot} />
      <p>
        {/* Polls and questions live apart from the content's versions (decision 118): prepared here beforehand. */}
        <Link to={`${SITE_ROUTES.questions}?seance=${encodeURIComponent(slot.id)}`}>
          Questions et sondages de cette séance
        </Link>
      </p>
      <p>
        <Link to={SITE_ROUTES.content}>Revenir au programme</Link>
      </p>
      {confirming ? (
        <ConfirmDialog
          title="Supprimer cette séance ?"
          message={`« ${slot.title} » (${slot.time}) disparaîtra du programme à la prochaine publication. Pour la garder visible, barrée, choisissez plutôt « Annuler la séance ».`}
          confirmLabel="Supprimer la séance"
          onCancel={() => setConfirming(false)}
          onConfirm={onDelete}
        />
      ) : null}
    </section>
  );
}

/** What the publication would change of the slot, or why it must be corrected (decision 108). */
function SlotPageStates({ slot, index }: { slot: ProgrammeSlot; index: number }) {
  const states = useSlotStates(slot, index);
  if (states.length === 0) return null;
  return (
    <p className="slot-page__states">
      <span className="visually-hidden">État : </span>
      <SlotStates states={states} />
    </p>
  );
}

/** The slot's pictogram, among the programme's icons. */
function IconField({ base, icon }: { base: string; icon: ProgrammeIconName }) {
  const { change } = useEditorFields();
  const pointer = `${base}/icon`;
  const { id, invalid, describedBy, notes } = useFieldNotes(pointer);
  return (
    <div className="field content-field">
      <label htmlFor={id}>Pictogramme</label>
      <select
        id={id}
        value={icon}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => change((content) => withValueAt(content, pointer, event.target.value))}
      >
        {PROGRAMME_ICONS.map((entry) => (
          <option key={entry} value={entry}>
            {ICON_LABELS[entry]}
          </option>
        ))}
      </select>
      {notes}
    </div>
  );
}
