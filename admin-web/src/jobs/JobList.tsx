import { Typography } from '@mui/material';
import {
  DataTable,
  DateField,
  FunctionField,
  List,
  SelectField,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { JobActions } from './JobActions';
import { QueueCounts } from './QueueCounts';
import { type JobRecord, queueLabelKey, stateChoices } from './types';
import { useJobQueues } from './useJobQueues';

const Column = DataTable.Col<JobRecord>;

const QueueFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { data } = useJobQueues();
  const choices = (data?.Queues ?? []).map((queue) => ({
    id: queue.Name,
    name: translate(queueLabelKey(queue.Name), { _: queue.Name }),
  }));
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
};

const filters = [
  <SelectInput key="state" source="state" choices={stateChoices} alwaysOn />,
  <QueueFilter key="queue" source="queue" alwaysOn />,
];

/** How often it was run again, of how often it may be. */
const Retries = () => {
  const translate = useTranslate();
  return (
    <FunctionField<JobRecord>
      render={(job) =>
        translate('resources.jobs.retries', { count: job.Retries, limit: job.RetryLimit })
      }
    />
  );
};

const QueueName = () => {
  const translate = useTranslate();
  return (
    <FunctionField<JobRecord>
      render={(job) => translate(queueLabelKey(job.Queue), { _: job.Queue })}
    />
  );
};

/**
 * Background jobs (admins only): each kind of work's counts by state above, then the jobs newest
 * first, the failed ones to begin with, each with what its last failure said and how often it was
 * tried; a failed job can be run again and a waiting one cancelled.
 */
export const JobList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ state: 'failed' }}
    sort={{ field: 'Created', order: 'DESC' }}
    perPage={25}
    exporter={false}
    // Both filters are always shown, and there is nothing to create or export: no toolbar.
    actions={false}
  >
    <QueueCounts />
    <DataTable rowClick={false} bulkActionButtons={false}>
      <Column source="Created" sortByOrder="DESC">
        <DateField source="Created" showTime />
      </Column>
      <Column source="Queue" disableSort>
        <QueueName />
      </Column>
      <Column source="State" disableSort>
        <SelectField source="State" choices={stateChoices} />
      </Column>
      <Column source="Retries" disableSort>
        <Retries />
      </Column>
      <Column source="Error" disableSort sx={{ maxWidth: 420 }}>
        <FunctionField<JobRecord>
          render={(job) =>
            job.Error ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {job.Error}
              </Typography>
            ) : null
          }
        />
      </Column>
      <Column source="Data" disableSort sx={{ maxWidth: 240 }}>
        <FunctionField<JobRecord>
          render={(job) => (
            <Typography
              variant="body2"
              sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}
            >
              {job.Data}
            </Typography>
          )}
        />
      </Column>
      <Column label="resources.jobs.fields.act" disableSort>
        <JobActions />
      </Column>
    </DataTable>
  </List>
);
