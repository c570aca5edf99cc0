import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Button,
  useDelete,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ReasonDialog } from './ReasonDialog';
import { serverError } from './serverError';

/**
 * Deletes the record after asking why: the server writes the reason as the revision
 * description, so history and the public log say why it went. Pessimistic: a refusal keeps it.
 */
export const DeleteWithReasonButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record || !resource || record.Deleted) return null;

  const confirm = (reason: string) =>
    deleteOne(
      resource,
      { id: record.id, previousData: record, meta: { reason } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', resource);
        },
        onError: (error) => notify(...serverError(error)),
      },
    );

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <ReasonDialog
        open={open}
        title={translate('console.delete.title', { name: represent(record) })}
        content={translate('console.delete.content')}
        confirmLabel="ra.action.delete"
        reasonRequired
        pending={isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
