import type { ArtifactType } from '../../../api/types';

/**
 * The fields whose meaning votes rate (the server's argKind.versionedFields): an edit of one may be
 * marked as changing what the argument says, so ratings of the old wording stop counting.
 */
const VERSIONED: Partial<Record<ArtifactType, readonly string[]>> = {
  arg: ['Title', 'Argument', 'CounterArguments'],
};

export function isVersionedField(type: ArtifactType, field: string): boolean {
  return VERSIONED[type]?.includes(field) ?? false;
}

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
