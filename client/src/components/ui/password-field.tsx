import { useState, type Ref } from 'react';
import './fields.css';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** The id of the error region, set while that error concerns this field. */
  errorId?: string | undefined;
  /** A hint under the field (e.g. the minimum length), tied to it for screen readers. */
  hint?: string;
  minLength?: number;
  maxLength?: number;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle (spec section 2, login screen). */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  errorId,
  hint,
  minLength,
  maxLength,
  ref,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const hintId = `${id}-hint`;
  const describedBy = [hint !== undefined ? hintId : undefined, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-field">
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required
          minLength={minLength}
          maxLength={maxLength}
          aria-invalid={errorId !== undefined ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={id}
          // The name starts with the visible word (WCAG 2.5.3) and says what happens next.
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Masquer' : 'Afficher'}
        </button>
      </div>
      {hint !== undefined && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
