import { PROGRAMME_ICONS, type ProgrammeIconName, type ProgrammeSlot } from '@congres/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useEditorFields } from '../editor-context';
import { fieldId, withValueAt } from '../json-pointer';
import { ICON_LABELS } from '../slot-edits';
import { ClockTimeField, ContentField } from './content-field';
import { SlidesField } from './slides-field';

interface SlotEditorProps {
  slot: ProgrammeSlot;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
  onDelete: (index: number) => void;
}

/** One slot of the programme: its texts, its icon, and the buttons that cancel, move or delete it. */
export function SlotEditor({ slot, index, count, onMove, onDelete }: SlotEditorProps) {
  const { change } = useEditorFields();
  const [confirming, setConfirming] = useState(false);
  const base = `/programme/${index}`;
  const headingId = `${fieldId(base)}-titre`;
  const name = `${slot.time}, ${slot.title}`;
  return (
    <li className={`card slot-editor${slot.cancelled ? ' slot-editor--cancelled' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="slot-editor__heading">
        <span className="slot-editor__name">
          {index + 1}. {slot.time} · {slot.title}
        </span>
        {slot.cancelled ? <span className="slot-editor__badge">Annulée</span> : null}
      </h3>
      <ClockTimeField pointer={`${base}/time`} label="Heure" />
      <ContentField pointer={`${base}/title`} label="Titre" />
      <ContentField pointer={`${base}/description`} label="Description (facultative)" multiline />
      <IconField base={base} icon={slot.icon} />
      <SlidesField base={base} slot={slot} />
      <div className="slot-editor__actions">
        <button
          type="button"
          className="button button--secondary"
          id={`${fieldId(base)}-monter`}
          aria-label={`Monter : ${name}`}
          disabled={index === 0}
          onClick={() => onMove(index, -1)}
        >
          Monter
        </button>
        <button
          type="button"
          className="button button--secondary"
          id={`${fieldId(base)}-descendre`}
          aria-label={`Descendre : ${name}`}
          disabled={index === count - 1}
          onClick={() => onMove(index, 1)}
        >
          Descendre
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`${slot.cancelled ? 'Rétablir' : 'Annuler la séance'} : ${name}`}
          onClick={() => change((content) => withValueAt(content, `${base}/cancelled`, !slot.cancelled))}
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
      {confirming ? (
        <ConfirmDialog
          title="Supprimer cette séance ?"
          message={`« ${slot.title} » (${slot.time}) disparaîtra du programme à la prochaine publication. Pour la garder visible, barrée, choisissez plutôt « Annuler la séance ».`}
          confirmLabel="Supprimer la séance"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete(index);
          }}
        />
      ) : null}
    </li>
  );
}

function IconField({ base, icon }: { base: string; icon: ProgrammeIconName }) {
  const { change, problems } = useEditorFields();
  const pointer = `${base}/icon`;
  const id = fieldId(pointer);
  const problem = problems.find((entry) => entry.path === pointer);
  return (
    <div className="field content-field">
      <label htmlFor={id}>Pictogramme</label>
      <select
        id={id}
        value={icon}
        aria-invalid={problem === undefined ? undefined : true}
        aria-describedby={problem === undefined ? undefined : `${id}-probleme`}
        onChange={(event) => change((content) => withValueAt(content, pointer, event.target.value))}
      >
        {PROGRAMME_ICONS.map((name) => (
          <option key={name} value={name}>
            {ICON_LABELS[name]}
          </option>
        ))}
      </select>
      {problem === undefined ? null : (
        <p id={`${id}-probleme`} className="content-field__problem">
          {problem.message}
        </p>
      )}
    </div>
  );
}
