import CancelIcon from '@mui/icons-material/Cancel';
import ReplayIcon from '@mui/icons-material/Replay';
import { useQueryClient } from '@tanstack/react-query';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { useResourceRights } from '../auth/useCan';
import { RowActions } from '../shared/RowActions';
import { serverError } from '../shared/serverError';
import { type JobRecord } from './types';
import { JOB_QUEUES_KEY } from './useJobQueues';

/**
 * Runs a failed job again, or cancels one still waiting to run; only for whoever the server lets
 * change jobs. Pessimistic: the row shows what the server did, and the counts follow.
 */
export const JobActions = () => {
  const record = useRecordContext<JobRecord>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate();
  const rights = useResourceRights();
  if (!rights?.Update || !record) return null;
  const change = record.State === 'failed' ? 'retry' : 'cancelled';
  if (record.State !== 'failed' && record.State !== 'created' && record.State !== 'retry')
    return null;

  const act = () =>
    update(
      'jobs',
      { id: record.id, data: { State: change }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.jobs.notifications.${change}`, { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: JOB_QUEUES_KEY });
        },
        onError: (error) => notify(...serverError(error)),
      },
    );

  return (
    <RowActions>
      {change === 'retry' ? (
        <Button label="resources.jobs.action.retry" onClick={act} disabled={isPending}>
          <ReplayIcon />
        </Button>
      ) : (
        <Button
          label="resources.jobs.action.cancel"
          color="error"
          onClick={act}
          disabled={isPending}
        >
          <CancelIcon />
        </Button>
      )}
    </RowActions>
  );
};
