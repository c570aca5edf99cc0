import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import { BulkUpdateButton } from 'react-admin';

/** Resolves the selected reports at once; both ask to confirm first (pessimistic). */
export const ReportBulkActions = () => (
  <>
    <BulkUpdateButton
      label="resources.reports.action.dismiss"
      data={{ Resolution: 'dismiss' }}
      mutationMode="pessimistic"
      icon={<DoneIcon />}
    />
    <BulkUpdateButton
      label="resources.reports.action.delete_many"
      data={{ Resolution: 'delete' }}
      mutationMode="pessimistic"
      confirmContent="resources.reports.confirm.delete_many"
      icon={<DeleteIcon />}
      color="error"
    />
  </>
);
