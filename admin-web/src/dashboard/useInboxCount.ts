import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/client';

interface InboxPage {
  Total: number;
}

/** How many inbox entries nobody has marked seen (the inbox list's Total, first page). */
export const useInboxCount = () =>
  useQuery({
    queryKey: ['inbox', 'unseen-total'],
    queryFn: () => apiGet<InboxPage>('/api/admin/inbox/list/1'),
    select: (page) => page.Total,
  });
