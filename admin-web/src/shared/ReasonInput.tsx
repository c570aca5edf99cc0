import { TextInput } from 'react-admin';
import { MAX_REASON } from './ReasonDialog';

/**
 * Why the change is made: the server keeps it as the revision description (or the audit
 * reason of a role change). Not a record field, so the data provider sends it beside `data`.
 */
export const ReasonInput = () => (
  <TextInput
    source="reason"
    label="console.reason.optional"
    helperText="console.reason.help"
    fullWidth
    slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
  />
);
