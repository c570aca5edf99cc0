import DoneAllIcon from '@mui/icons-material/DoneAll';
import { BulkUpdateButton } from 'react-admin';

/** Marks the selected requests resolved (one write-path change each, so each can be reverted). */
export const ReqBulkActions = () => (
  <BulkUpdateButton
    label="resources.reqs.action.mark_resolved"
    data={{ Status: 'resolved' }}
    mutationMode="pessimistic"
    icon={<DoneAllIcon />}
  />
);
