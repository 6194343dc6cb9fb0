import { CLOCK_TIME_MESSAGE, isClockTime } from '@congres/contracts';
import { useState, type InputHTMLAttributes } from 'react';
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
  /** The field's own verdict, said instead of the last save's refusal. */
  own?: { problem: string | undefined };
  /** What a change does instead of writing the text at `pointer`. */
  onValue?: (value: string) => void;
  onBlur?: () => void;
}

/**
 * One text of the content, labelled; a refusal of the last save is said under it, and the field
 * is then marked invalid and described by it (what the page focuses first).
 */
export function ContentField(props: ContentFieldProps) {
  const { pointer, label, multiline = false, hint, type = 'text', inputMode, own, onValue, onBlur } = props;
  const { content, change } = useEditorFields();
  const { id, invalid, describedBy, notes } = useFieldNotes(pointer, hint, own);
  const value = valueAt(content, pointer);
  const common = {
    id,
    value: typeof value === 'string' ? value : '',
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    onBlur,
  };
  const onChange = (next: string) =>
    onValue ? onValue(next) : change((current) => withValueAt(current, pointer, next));
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

/**
 * A clock time of the day in Bordeaux, written as the programme writes it ("11h15"). One that is
 * not a time of the day ("25h", "11h60", "") is refused at once in the server's words, once the
 * field is left (not while it is typed); `onTime` instead of writing it at `pointer` (a slot's
 * time moves the slot to its place, decision 108).
 */
export function ClockTimeField(props: { pointer: string; label: string; onTime?: (time: string) => void }) {
  const { pointer, label, onTime } = props;
  const { content, problems } = useEditorFields();
  const [left, setLeft] = useState(false);
  const value = valueAt(content, pointer);
  const refused = problems.find((entry) => entry.path === pointer)?.message;
  // The server's refusal of a time is this same rule: said while the time is wrong, gone once right.
  const wrong = typeof value === 'string' && isClockTime(value) ? undefined : left || refused !== undefined;
  const problem = wrong ? CLOCK_TIME_MESSAGE : refused === CLOCK_TIME_MESSAGE ? undefined : refused;
  return (
    <ContentField
      pointer={pointer}
      label={label}
      hint="Heure de Bordeaux, par exemple 11h15."
      own={{ problem }}
      onValue={onTime}
      onBlur={() => setLeft(true)}
    />
  );
}

/**
 * A field's hint and the refusal of the last save (or `shown.problem`, the field's own verdict), said
 * under it: their ids for the field's aria-describedby, and whether it is marked invalid (shared
 * by every field of the editor).
 */
export function useFieldNotes(pointer: string, hint?: string, shown?: { problem: string | undefined }) {
  const { problems } = useEditorFields();
  const id = fieldId(pointer);
  const problem = shown ? shown.problem : problems.find((entry) => entry.path === pointer)?.message;
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
            {problem}
          </p>
        )}
      </>
    ),
  };
}
