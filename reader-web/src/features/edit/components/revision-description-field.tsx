interface RevisionDescriptionFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** What the history shows when it is left empty ('Add link' for a new link). */
  defaultText?: string;
}

/** The revision description asked for on every edit (spec section 5). */
export function RevisionDescriptionField({
  id,
  value,
  onChange,
  defaultText = 'Added content',
}: RevisionDescriptionFieldProps) {
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
        Shown in the history. Saved as &lsquo;{defaultText}&rsquo; if left empty.
      </p>
    </div>
  );
}
