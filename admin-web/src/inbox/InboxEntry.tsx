import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { actionLabel } from '../../../backend/openapi/kinds';
import { type InboxEntry as InboxEntryData, type InboxStatus } from '../api/types';
import { ReasonDialog } from '../shared/ReasonDialog';
import { inboxKindLabel } from './inboxKinds';
import { RevisionDiff } from './RevisionDiff';

interface InboxEntryProps {
  entry: InboxEntryData;
  /** A status change or undo of this entry is under way. */
  busy?: boolean;
  /** Marks it seen or unseen; without it (the person may not), no button. */
  onStatus?(status: InboxStatus): void;
  /** Undoes it; resolves once the server answered (the dialog closes on success only). */
  onUndo?(reason: string): Promise<unknown>;
}

/** Only same-origin paths: a link never leaves the site nor runs script. */
const readerPath = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : null);

/**
 * The link to the artifact on the reader site: an ordinary same-origin link, outside the
 * console's router, opened in the same tab.
 */
export const ArtifactLink = ({ entry }: { entry: InboxEntryData }) => {
  const { ArtifactName, ArtifactLink: link } = entry.Revision;
  const href = readerPath(link);
  if (entry.Deleted || !href) {
    return <Typography component="span">{ArtifactName}</Typography>;
  }
  return (
    <Link href={href} underline="hover">
      {ArtifactName}
    </Link>
  );
};

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/** An entry's card: an article named after what changed and who changed it, unseen ones marked. */
const EntryCard = ({
  label,
  seen,
  children,
}: {
  label: string;
  seen: boolean;
  children: ReactNode;
}) => (
  <article aria-label={label}>
    <Card
      variant="outlined"
      sx={{ borderLeftWidth: 4, borderLeftColor: seen ? 'divider' : 'primary.main' }}
    >
      {children}
    </Card>
  </article>
);

/** One revision waiting for review: who changed what and when, the change, and what to do. */
export const InboxEntry = ({ entry, busy, onStatus, onUndo }: InboxEntryProps) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const revision = entry.Revision;
  const seen = entry.Status === 'seen';
  const kind = inboxKindLabel(entry.Kind);
  return (
    <EntryCard
      label={translate('console.inbox.entry_label', {
        name: revision.ArtifactName,
        user: revision.UsernameCased,
      })}
      seen={seen}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {revision.UsernameCased}
            </Typography>
            <Typography component="span" color="text.secondary">
              {actionLabel(revision.ActionName, revision.ArgsJSON)}
            </Typography>
            <Chip size="small" label={kind} variant="outlined" />
            <Typography component="span" variant="body2" color="text.secondary">
              <time dateTime={revision.Created}>{when(revision.Created)}</time>
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Chip
              size="small"
              color={seen ? 'default' : 'primary'}
              label={translate(`console.inbox.status.${entry.Status}`)}
            />
            {entry.Undone && (
              <Chip size="small" color="warning" label={translate('console.inbox.undone')} />
            )}
          </Stack>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
            <ArtifactLink entry={entry} />
          </Typography>
          {entry.Deleted && (
            <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
              {translate('console.inbox.deleted')}
            </Alert>
          )}
          {revision.UserDescription && (
            <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
              “{revision.UserDescription}”
            </Typography>
          )}
          <RevisionDiff type={revision.ArtifactType} diff={revision.Diff} />
        </Stack>
      </CardContent>
      {(onStatus || onUndo) && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {onStatus && (
            <Button
              size="small"
              startIcon={seen ? <VisibilityOffIcon /> : <VisibilityIcon />}
              disabled={busy}
              onClick={() => onStatus(seen ? 'unseen' : 'seen')}
            >
              {translate(seen ? 'console.inbox.mark_unseen' : 'console.inbox.mark_seen')}
            </Button>
          )}
          {onUndo && (
            <Button
              size="small"
              color="warning"
              startIcon={<UndoIcon />}
              disabled={busy || entry.Undone}
              onClick={() => setConfirming(true)}
            >
              {translate('console.inbox.undo')}
            </Button>
          )}
        </CardActions>
      )}
      {onUndo && (
        <ReasonDialog
          open={confirming}
          title={translate('console.inbox.undo_title', { name: revision.ArtifactName })}
          content={translate('console.inbox.undo_content', { user: revision.UsernameCased })}
          confirmLabel="console.inbox.undo"
          pending={busy}
          onConfirm={(reason) => {
            onUndo(reason).then(
              () => setConfirming(false),
              () => undefined,
            );
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </EntryCard>
  );
};
