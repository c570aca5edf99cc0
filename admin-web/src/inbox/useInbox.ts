import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { type InboxEntry, type InboxList, type InboxStatus } from '../api/types';
import { serverError } from '../shared/serverError';
import {
  type InboxFilter,
  listInbox,
  markAllInboxSeen,
  setInboxStatus,
  undoInboxEntry,
} from './inboxApi';

const LIST_KEY = ['inbox', 'list'] as const;
/** The dashboard's count of unseen entries (dashboard/useInboxCount). */
const COUNT_KEY = ['inbox', 'unseen-total'] as const;

/**
 * The inbox as the page shows it: pages from 1, Load more fetching page + 1 and appending its
 * entries; the status and undo actions, which change the entries shown in place (an entry marked
 * seen stays until the next Refresh, so a slip can be taken back).
 */
export function useInbox(filter: InboxFilter) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = useMemo(() => [...LIST_KEY, filter] as const, [filter]);

  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => listInbox(pageParam, filter),
    initialPageParam: 1,
    getNextPageParam: (last: InboxList, pages: InboxList[]) =>
      last.HasMore ? pages.length + 1 : undefined,
  });

  // An entry can show twice when new ones arrive between two pages: keep the first.
  const entries = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.Entries)
      .filter((entry) => !seen.has(entry.InboxID) && seen.add(entry.InboxID));
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.Total ?? query.data?.pages[0]?.Total;

  const patch = (ids: string[], change: Partial<InboxEntry>) => {
    const wanted = new Set(ids);
    queryClient.setQueryData<InfiniteData<InboxList, number>>(key, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              Entries: page.Entries.map((entry) =>
                wanted.has(entry.InboxID) ? { ...entry, ...change } : entry,
              ),
            })),
          }
        : data,
    );
  };
  const countChanged = () => queryClient.invalidateQueries({ queryKey: COUNT_KEY });

  /** Back to page 1 with fresh data (Refresh, and after Mark all seen). */
  const reload = () => {
    void countChanged();
    return queryClient.resetQueries({ queryKey: key });
  };

  const status = useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: InboxStatus }) =>
      setInboxStatus(ids, status),
    onSuccess: (_updated, { ids, status }) => {
      patch(ids, { Status: status });
      void countChanged();
    },
    onError: (error) => notify(...serverError(error)),
  });

  const markAllSeen = useMutation({
    /** `upTo`: the newest unseen entry listed; the server marks it and every older one. */
    mutationFn: (upTo: string) => markAllInboxSeen(upTo, filter),
    onSuccess: (updated) => {
      notify('console.inbox.notifications.marked_seen', {
        type: 'info',
        messageArgs: { smart_count: updated },
      });
      return reload();
    },
    onError: (error) => notify(...serverError(error)),
  });

  const undo = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => undoInboxEntry(id, reason),
    onSuccess: (_result, { id }) => {
      patch([id], { Undone: true, Status: 'seen' });
      void countChanged();
      notify('console.inbox.notifications.undone', { type: 'success' });
    },
    onError: (error) => notify(...serverError(error)),
  });

  return { query, entries, total, reload, status, markAllSeen, undo };
}
