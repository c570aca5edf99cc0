import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { useResourceRights } from '../auth/useCan';
import { ReasonDialog } from '../shared/ReasonDialog';
import { RowActions } from '../shared/RowActions';
import { serverError } from '../shared/serverError';
import { type ReportRecord } from './types';

type Resolution = 'dismiss' | 'delete';

/**
 * Resolves one reported comment: Dismiss (the comment stays), or Delete comment (removed with
 * reason moderator; the optional note goes to the audit log). Pessimistic: the row shows what the
 * server did. Only for whoever the server lets change reports.
 */
export const ResolveButtons = () => {
  const record = useRecordContext<ReportRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [update, { isPending }] = useUpdate();
  const rights = useResourceRights();
  if (!rights?.Update || !record || record.Status !== 'open') return null;

  const resolve = (Resolution: Resolution, reason = '') =>
    update(
      'reports',
      { id: record.id, data: { Resolution }, previousData: record, meta: { reason } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify(`resources.reports.notifications.${Resolution}`, { type: 'success' });
        },
        onError: (error) => notify(...serverError(error)),
      },
    );

  return (
    <RowActions>
      <Button
        label="resources.reports.action.dismiss"
        onClick={() => resolve('dismiss')}
        disabled={isPending}
      >
        <DoneIcon />
      </Button>
      <Button
        label="resources.reports.action.delete"
        color="error"
        onClick={() => setConfirming(true)}
        disabled={isPending}
      >
        <DeleteIcon />
      </Button>
      <ReasonDialog
        open={confirming}
        title={translate('resources.reports.confirm.title', { name: record.CommentAuthor })}
        content={record.Body}
        confirmLabel="resources.reports.action.delete"
        pending={isPending}
        onConfirm={(reason) => resolve('delete', reason)}
        onClose={() => setConfirming(false)}
      />
    </RowActions>
  );
};
