import { useState } from 'react';
import { useEditorFields } from '../editor-context';
import { valueAt, withValueAt } from '../json-pointer';
import { useFieldNotes } from './content-field';

/** A decimal number as typed in France (a comma) or in a map's address bar (a point); else null. */
export function parseDecimal(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

/**
 * One number of the content (a map point's latitude or longitude), labelled like ContentField. What
 * is typed stays as typed while it reads as the stored number ("44,80" while 44.8 is stored); what
 * is not a number is kept as text, and the server's refusal is said under the field.
 */
export function NumberField({ pointer, label, hint }: { pointer: string; label: string; hint?: string }) {
  const { content, change } = useEditorFields();
  const { id, invalid, describedBy, notes } = useFieldNotes(pointer, hint);
  const value = valueAt(content, pointer);
  const [typed, setTyped] = useState<string | null>(null);
  const shown =
    typed !== null && (parseDecimal(typed) === value || typed === value)
      ? typed
      : typeof value === 'number' || typeof value === 'string'
        ? String(value)
        : '';
  return (
    <div className="field content-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={shown}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          const number = parseDecimal(text);
          change((current) => withValueAt(current, pointer, number ?? text));
        }}
      />
      {notes}
    </div>
  );
}

/** A map point: latitude and longitude, as a map application gives them. */
export function PointFields({ pointer, name }: { pointer: string; name: string }) {
  return (
    <fieldset className="content-editor__group">
      <legend>Point sur la carte : {name}</legend>
      <NumberField
        pointer={`${pointer}/lat`}
        label={`Latitude (${name})`}
        hint="Entre -90 et 90, par exemple 44,8268 (clic droit sur le lieu dans une carte en ligne)."
      />
      <NumberField
        pointer={`${pointer}/lon`}
        label={`Longitude (${name})`}
        hint="Entre -180 et 180, par exemple -0,6037."
      />
    </fieldset>
  );
}
