interface SubstantiveFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "This edit changes what the argument says": ratings of the earlier version are asked again. */
export function SubstantiveField({ id, checked, onChange }: SubstantiveFieldProps) {
  return (
    <div className="form-field form-field--checkbox">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
        />{' '}
        This edit changes what the argument says
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        Voters who rated the earlier wording are asked to confirm or change their rating. Larger
        rewrites count as such anyway; typo fixes keep the ratings.
      </p>
    </div>
  );
}
