import { SaveButton, Toolbar } from 'react-admin';
import { DeleteWithReasonButton } from './DeleteWithReasonButton';

/** Save, and (for resources the server lets the console delete) delete with a reason. */
export const EditToolbar = ({ deletable = false }: { deletable?: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {deletable && <DeleteWithReasonButton />}
  </Toolbar>
);
