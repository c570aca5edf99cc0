import DoneAllIcon from '@mui/icons-material/DoneAll';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { serverError } from '../shared/serverError';
import { InboxEntry } from './InboxEntry';
import { type InboxFilter } from './inboxApi';
import { INBOX_KINDS, inboxKindLabel } from './inboxKinds';
import { useInboxRights } from './inboxRights';
import { useInbox } from './useInbox';

const KNOWN_KINDS: ReadonlySet<string> = new Set(INBOX_KINDS);

/** How long typing in the user filter waits before asking the server. */
const USER_FILTER_DELAY_MS = 400;

/** The filter lives in the address (…/inbox?showSeen=true&kind=argAction&user=ada): shareable. */
function useInboxFilter() {
  const [params, setParams] = useSearchParams();
  const showSeen = params.get('showSeen') === 'true';
  const kind = params.get('kind') ?? '';
  const user = params.get('user') ?? '';
  const filter = useMemo<InboxFilter>(() => ({ showSeen, kind, user }), [showSeen, kind, user]);
  const change = (next: Partial<InboxFilter>) => {
    const merged = { ...filter, ...next };
    const search = new URLSearchParams();
    if (merged.showSeen) search.set('showSeen', 'true');
    if (merged.kind) search.set('kind', merged.kind);
    if (merged.user.trim()) search.set('user', merged.user.trim());
    setParams(search, { replace: true });
  };
  return { filter, change };
}

/**
 * The inbox of user edits: each revision of a kind with an inbox, newest first, unseen ones by
 * default. Refresh, Mark all seen (the entries shown), Show seen / Show unseen, filters by kind and
 * user, Load more (page + 1, appended); per entry Mark seen / unseen and Undo (with a reason).
 * The status buttons show when the server lets the person mark entries (Edit), Undo with Undo.
 */
export const InboxPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { filter, change } = useInboxFilter();
  const { query, entries, total, reload, status, markAllSeen, undo } = useInbox(filter);
  const rights = useInboxRights();

  const [userText, setUserText] = useState(filter.user);
  // The address changed the user filter (back button, a link): show it, unless it is what was typed.
  const [shownUser, setShownUser] = useState(filter.user);
  if (shownUser !== filter.user) {
    setShownUser(filter.user);
    if (userText.trim() !== filter.user) setUserText(filter.user);
  }
  useEffect(() => {
    if (userText.trim() === filter.user) return undefined;
    const timer = setTimeout(() => change({ user: userText }), USER_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
    // `change` is rebuilt each render; the filter it merges into is in the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userText, filter]);

  const { error } = query;
  useEffect(() => {
    if (error) notify(...serverError(error));
  }, [error, notify]);

  const unseenShown = entries.filter((e) => e.Status === 'unseen').map((e) => e.InboxID);
  const busy = (id: string) =>
    (status.isPending && status.variables?.ids.includes(id)) ||
    (undo.isPending && undo.variables?.id === id);
  const filtered = Boolean(filter.kind || filter.user);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="console.inbox.title" />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Button
                startIcon={<RefreshIcon />}
                onClick={() => void reload()}
                disabled={query.isFetching}
              >
                {translate('console.inbox.refresh')}
              </Button>
              {rights.Edit && (
                <Button
                  startIcon={<DoneAllIcon />}
                  onClick={() => markAllSeen.mutate(unseenShown[0])}
                  disabled={unseenShown.length === 0 || markAllSeen.isPending}
                >
                  {translate('console.inbox.mark_all_seen')}
                </Button>
              )}
              <Button
                variant="outlined"
                startIcon={filter.showSeen ? <VisibilityOffIcon /> : <VisibilityIcon />}
                onClick={() => change({ showSeen: !filter.showSeen })}
              >
                {translate(
                  filter.showSeen ? 'console.inbox.show_unseen' : 'console.inbox.show_seen',
                )}
              </Button>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                size="small"
                label={translate('console.inbox.filters.kind')}
                value={filter.kind}
                onChange={(event) => change({ kind: event.target.value })}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ width: { sm: 220 } }}
              >
                <MenuItem value="">{translate('console.inbox.filters.any_kind')}</MenuItem>
                {/* A kind from the address the console does not list (a newer one). */}
                {filter.kind && !KNOWN_KINDS.has(filter.kind) && (
                  <MenuItem value={filter.kind}>{filter.kind}</MenuItem>
                )}
                {INBOX_KINDS.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {inboxKindLabel(kind)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={translate('console.inbox.filters.user')}
                placeholder={translate('console.inbox.filters.user_placeholder')}
                value={userText}
                onChange={(event) => setUserText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') change({ user: userText });
                }}
                slotProps={{ htmlInput: { maxLength: 30 } }}
                sx={{ width: { sm: 260 } }}
              />
            </Stack>
            <Typography color="text.secondary" aria-live="polite">
              {total === undefined
                ? '\u00a0'
                : translate(filter.showSeen ? 'console.inbox.total_seen' : 'console.inbox.total', {
                    smart_count: total,
                  })}
            </Typography>
          </Stack>
        </CardContent>
        <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress />}</Box>
      </Card>

      {query.isError && (
        <Alert severity="error" role="alert">
          {query.error.message || translate('ra.notification.http_error')}
        </Alert>
      )}

      {query.isSuccess && entries.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {translate(filter.showSeen ? 'console.inbox.empty_seen' : 'console.inbox.empty_unseen')}
          {filtered && ` ${translate('console.inbox.empty_filtered')}`}
        </Typography>
      )}

      {entries.map((entry) => (
        <InboxEntry
          key={entry.InboxID}
          entry={entry}
          busy={busy(entry.InboxID)}
          onStatus={
            rights.Edit
              ? (next) => status.mutate({ ids: [entry.InboxID], status: next })
              : undefined
          }
          onUndo={
            rights.Undo ? (reason) => undo.mutateAsync({ id: entry.InboxID, reason }) : undefined
          }
        />
      ))}

      {query.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {translate('console.inbox.load_more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
};
