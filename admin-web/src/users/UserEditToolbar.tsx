import { SaveButton, Toolbar } from 'react-admin';

/** Only the role can be saved; accounts are never deleted from here. */
export const UserEditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
