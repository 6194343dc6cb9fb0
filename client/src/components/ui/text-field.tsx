import type { InputHTMLAttributes } from 'react';
import './fields.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the error region, set while that error concerns this field. */
  errorId?: string | undefined;
  /** A hint under the field, tied to it for screen readers. */
  hint?: string;
}

/** A labelled input; while an error concerns it, it is marked invalid and described by it. */
export function TextField({ id, label, value, onChange, errorId, hint, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [hint !== undefined ? hintId : undefined, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId !== undefined ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint !== undefined ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The email field of every account form: required, email type, browser autofill. */
export function EmailField(props: Pick<TextFieldProps, 'id' | 'value' | 'onChange' | 'errorId'>) {
  return <TextField {...props} label="Email" type="email" autoComplete="email" required />;
}
