import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  name: string;
  label: string;
  hint?: string;
}

export function FormField({ id, label, hint, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hintId} {...input} />
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
