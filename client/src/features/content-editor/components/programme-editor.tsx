import { useEffect, useRef, useState } from 'react';
import { useEditorFields } from '../editor-context';
import { fieldId } from '../json-pointer';
import { moveSlot, newSlot } from '../slot-edits';
import { SlotEditor } from './slot-editor';

/**
 * The programme's slots in order, each editable; "Ajouter une séance" adds one at the end.
 * After a move the focus follows the slot (its button, or the other one at an end), and a
 * status line says where it went.
 */
export function ProgrammeEditor({ onReorder }: { onReorder: () => void }) {
  const { content, change } = useEditorFields();
  const programme = content.programme;
  const [said, setSaid] = useState('');
  const focusNext = useRef<string | null>(null);
  const setFocusNext = (id: string) => {
    focusNext.current = id;
  };

  // After the render that follows a move, an addition or a deletion.
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const onMove = (index: number, by: -1 | 1) => {
    const target = index + by;
    const slot = programme[index];
    change((current) => ({ ...current, programme: moveSlot(current.programme, index, by) }));
    onReorder();
    const atEnd = target === 0 || target === programme.length - 1;
    const button = (by === -1) !== atEnd ? 'monter' : 'descendre';
    setFocusNext(`${fieldId(`/programme/${target}`)}-${button}`);
    setSaid(`« ${slot?.title ?? ''} » est maintenant en position ${target + 1} sur ${programme.length}.`);
  };

  const onDelete = (index: number) => {
    const slot = programme[index];
    change((current) => ({ ...current, programme: current.programme.filter((_s, i) => i !== index) }));
    onReorder();
    setFocusNext('contenu-ajouter-seance');
    setSaid(`« ${slot?.title ?? ''} » a été supprimée du brouillon.`);
  };

  const onAdd = () => {
    change((current) => ({ ...current, programme: [...current.programme, newSlot(current.programme)] }));
    setFocusNext(fieldId(`/programme/${programme.length}/time`));
    setSaid('Séance ajoutée à la fin du programme : indiquez son heure et son titre.');
  };

  return (
    <>
      {programme.length === 0 ? <p>Le programme est vide : ajoutez une première séance.</p> : null}
      <ol className="programme-editor">
        {programme.map((slot, index) => (
          <SlotEditor
            key={slot.id}
            slot={slot}
            index={index}
            count={programme.length}
            onMove={onMove}
            onDelete={onDelete}
          />
        ))}
      </ol>
      <p role="status" className="programme-editor__said">
        {said}
      </p>
      <button type="button" className="button" id="contenu-ajouter-seance" onClick={onAdd}>
        Ajouter une séance
      </button>
    </>
  );
}
