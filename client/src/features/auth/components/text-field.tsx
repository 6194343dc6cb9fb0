import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the error region, set while that error concerns this field. */
  errorId?: string | undefined;
}

/** A labelled input; while an error concerns it, it is marked invalid and described by it. */
export function TextField({ id, label, value, onChange, errorId, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId !== undefined ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}

/** The email field of every account form: required, email type, browser autofill. */
export function EmailField(props: Pick<TextFieldProps, 'id' | 'value' | 'onChange' | 'errorId'>) {
  return <TextField {...props} label="Email" type="email" autoComplete="email" required />;
}
