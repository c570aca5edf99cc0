import { SaveButton, Toolbar } from 'react-admin';
import { useResourceRights } from '../auth/useCan';
import { DeleteWithReasonButton } from './DeleteWithReasonButton';

/** Save, and delete with a reason when the server lets the person delete the resource's records. */
export const EditToolbar = () => {
  const rights = useResourceRights();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {rights?.Delete && <DeleteWithReasonButton />}
    </Toolbar>
  );
};
