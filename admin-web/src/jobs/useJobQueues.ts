import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/client';
import { type JobQueues } from '../api/types';

export const JOB_QUEUES_KEY = ['jobs', 'queues'];

/** Each queue's jobs counted by state (GET /api/admin/jobs/queues), kept fresh while shown. */
export const useJobQueues = () =>
  useQuery({
    queryKey: JOB_QUEUES_KEY,
    queryFn: () => apiGet<JobQueues>('/api/admin/jobs/queues'),
    refetchInterval: 10_000,
  });
