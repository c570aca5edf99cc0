import { NEW_PASSWORD_HINT } from '../password-policy';
import { FormField } from './form-field';

// The sign-up form states the same rules; importing them from here keeps the rules in this
// module's chunk, instead of a chunk of their own that the read page's first load would list.
export { NEW_PASSWORD_HINT, PASSWORD_MAX, PASSWORD_MIN } from '../password-policy';

/** A new password and its confirmation: the change form's and the reset form's (ids `${idPrefix}-new`, ...). */
export function NewPasswordFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <FormField
        id={`${idPrefix}-new`}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
      />
      <FormField
        id={`${idPrefix}-confirmation`}
        name="confirmation"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
