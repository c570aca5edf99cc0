import type { ReactNode } from 'react';

interface UrlFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Shown under the field and read with it. */
  hint?: ReactNode;
  onBlur?: () => void;
  autoFocus?: boolean;
}

/** A web address field (a link's, a reference's, a quote's source): https:// as its placeholder. */
export function UrlField({
  id,
  label,
  value,
  onChange,
  maxLength,
  hint,
  onBlur,
  autoFocus,
}: UrlFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoFocus={autoFocus}
      />
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
