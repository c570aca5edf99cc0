import {
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { type JobQueueCounts } from '../api/types';
import { type JobState, queueLabelKey } from './types';
import { useJobQueues } from './useJobQueues';

/** The columns, in the order a job goes through them. */
const COLUMNS: { state: JobState; field: Exclude<keyof JobQueueCounts, 'Name'> }[] = [
  { state: 'created', field: 'Created' },
  { state: 'retry', field: 'Retry' },
  { state: 'active', field: 'Active' },
  { state: 'completed', field: 'Completed' },
  { state: 'cancelled', field: 'Cancelled' },
  { state: 'failed', field: 'Failed' },
];

/**
 * Each kind of background work with its jobs counted by state, above the list of jobs; a count
 * filters the list to those jobs.
 */
export const QueueCounts = () => {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  const { data, isPending, error } = useJobQueues();
  if (isPending) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.jobs.queues.title')}
        </Typography>
        {error || !data ? (
          <Typography color="error">{translate('resources.jobs.queues.unavailable')}</Typography>
        ) : !data.Running ? (
          <Typography>{translate('resources.jobs.queues.off')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('resources.jobs.queues.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.jobs.queues.kind')}</TableCell>
                {COLUMNS.map(({ state }) => (
                  <TableCell key={state} align="right">
                    {translate(`resources.jobs.queues.columns.${state}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.Queues.map((queue) => (
                <TableRow key={queue.Name}>
                  <TableCell component="th" scope="row">
                    {translate(queueLabelKey(queue.Name), { _: queue.Name })}
                    <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      {queue.Name}
                    </Typography>
                  </TableCell>
                  {COLUMNS.map(({ state, field }) => (
                    <TableCell key={state} align="right">
                      {queue[field] === 0 ? (
                        <Typography variant="body2" color="text.secondary" component="span">
                          0
                        </Typography>
                      ) : (
                        <Link
                          component="button"
                          variant="body2"
                          color={state === 'failed' ? 'error' : 'primary'}
                          onClick={() => setFilters({ queue: queue.Name, state }, {})}
                          aria-label={translate('resources.jobs.queues.show', {
                            count: queue[field],
                            state: translate(`resources.jobs.states.${state}`),
                            kind: translate(queueLabelKey(queue.Name), { _: queue.Name }),
                          })}
                        >
                          {queue[field]}
                        </Link>
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('resources.jobs.queues.kept')}
        </Typography>
      </CardContent>
    </Card>
  );
};
