import type { InputHTMLAttributes } from 'react';
import { useEditorFields } from '../editor-context';
import { fieldId, valueAt, withValueAt } from '../json-pointer';

interface ContentFieldProps {
  /** The JSON pointer of the text it edits ("/event/title"): also how a refusal finds it. */
  pointer: string;
  label: string;
  multiline?: boolean;
  hint?: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * One text of the content, labelled; a refusal of the last save is said under it, and the field
 * is then marked invalid and described by it (what the page focuses first).
 */
export function ContentField({ pointer, label, multiline = false, hint, type = 'text', inputMode }: ContentFieldProps) {
  const { content, change } = useEditorFields();
  const { id, invalid, describedBy, notes } = useFieldNotes(pointer, hint);
  const value = valueAt(content, pointer);
  const common = {
    id,
    value: typeof value === 'string' ? value : '',
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  };
  const onChange = (next: string) => change((current) => withValueAt(current, pointer, next));
  return (
    <div className="field content-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {notes}
    </div>
  );
}

/** A clock time of the day in Bordeaux, written as the programme writes it ("11h15"). */
export function ClockTimeField({ pointer, label }: { pointer: string; label: string }) {
  return <ContentField pointer={pointer} label={label} hint="Heure de Bordeaux, par exemple 11h15." />;
}

/**
 * A field's hint and the refusal of the last save, said under it: their ids for the field's
 * aria-describedby, and whether it is marked invalid (shared by every field of the editor).
 */
export function useFieldNotes(pointer: string, hint?: string) {
  const { problems } = useEditorFields();
  const id = fieldId(pointer);
  const problem = problems.find((entry) => entry.path === pointer);
  const hintId = hint === undefined ? undefined : `${id}-aide`;
  const problemId = problem === undefined ? undefined : `${id}-probleme`;
  return {
    id,
    invalid: problem === undefined ? undefined : (true as const),
    describedBy: [hintId, problemId].filter(Boolean).join(' ') || undefined,
    notes: (
      <>
        {hint === undefined ? null : (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        )}
        {problem === undefined ? null : (
          <p id={problemId} className="content-field__problem">
            {problem.message}
          </p>
        )}
      </>
    ),
  };
}
