import { NEW_PASSWORD_HINT } from '../password-policy';
import { FormField } from './form-field';

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
