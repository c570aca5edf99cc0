interface RevisionDescriptionFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** The revision description asked for on every edit (spec section 5). */
export function RevisionDescriptionField({ id, value, onChange }: RevisionDescriptionFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>Describe your change</label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={300}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="form-field__hint">
        Shown in the history. Saved as &lsquo;Added content&rsquo; if left empty.
      </p>
    </div>
  );
}
