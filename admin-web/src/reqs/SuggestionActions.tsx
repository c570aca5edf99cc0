import BlockIcon from '@mui/icons-material/Block';
import PostAddIcon from '@mui/icons-material/PostAdd';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { limitsText, textLimits } from '../../../backend/openapi/kinds';
import { useResourceRights } from '../auth/useCan';
import { CountedTextField } from '../shared/CountedTextField';
import { ReasonDialog } from '../shared/ReasonDialog';
import { RowActions } from '../shared/RowActions';
import { serverError } from '../shared/serverError';
import { type ReqRecord } from './types';

interface QuestionDialogProps {
  record: ReqRecord;
  open: boolean;
  pending: boolean;
  onConfirm(question: { QuestionTitle: string; QuestionDescription: string }): void;
  onClose(): void;
}

/** A question's limits, as the reader's New question form counts them. */
const TITLE_LIMITS = textLimits('convo', 'Title')!;
const DESCRIPTION_LIMITS = textLimits('convo', 'Description')!;

/** The question a suggestion becomes, worded by the editor (prefilled from the suggestion). */
const QuestionDialog = ({ record, open, pending, onConfirm, onClose }: QuestionDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [title, setTitle] = useState(record.Title);
  const [description, setDescription] = useState(record.Issue);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate('resources.reqs.suggestion.create_title', { name: record.Title })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('resources.reqs.suggestion.create_help', {
            title: limitsText(TITLE_LIMITS),
            description: limitsText(DESCRIPTION_LIMITS),
          })}
        </DialogContentText>
        <Stack spacing={2}>
          <CountedTextField
            autoFocus
            fullWidth
            label={translate('resources.reqs.fields.QuestionTitle')}
            value={title}
            limits={TITLE_LIMITS}
            onChange={(event) => setTitle(event.target.value)}
          />
          <CountedTextField
            fullWidth
            multiline
            minRows={3}
            label={translate('resources.reqs.fields.QuestionDescription')}
            value={description}
            limits={DESCRIPTION_LIMITS}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton
          variant="contained"
          disabled={pending || title.trim() === '' || description.trim() === ''}
          onClick={() =>
            onConfirm({ QuestionTitle: title.trim(), QuestionDescription: description.trim() })
          }
        >
          {translate('resources.reqs.action.create_question')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};

/**
 * An open suggested question's two answers: Create question (a real question, the suggestion
 * resolved with its link) and Decline (a reason required, shown to its author), for whoever the
 * server lets change requests. It lets one of two editors' clicks win (the other sees its 409
 * sentence).
 */
export const SuggestionActions = () => {
  const record = useRecordContext<ReqRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [dialog, setDialog] = useState<'question' | 'decline' | null>(null);
  const [update, { isPending }] = useUpdate();
  const rights = useResourceRights();
  if (!rights?.Update || !record?.Suggestion || record.Outcome !== 'open' || record.Deleted)
    return null;

  const resolve = (data: Record<string, string>, reason = '') =>
    update(
      'reqs',
      { id: record.id, data, previousData: record, meta: { reason } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setDialog(null);
          notify(
            data.Resolution === 'question'
              ? 'resources.reqs.suggestion.created'
              : 'resources.reqs.suggestion.declined',
            { type: 'success' },
          );
        },
        onError: (error) => notify(...serverError(error)),
      },
    );

  return (
    <RowActions>
      <Button
        label="resources.reqs.action.create_question"
        onClick={() => setDialog('question')}
        disabled={isPending}
      >
        <PostAddIcon />
      </Button>
      <Button
        label="resources.reqs.action.decline"
        color="error"
        onClick={() => setDialog('decline')}
        disabled={isPending}
      >
        <BlockIcon />
      </Button>
      {dialog === 'question' && (
        <QuestionDialog
          record={record}
          open
          pending={isPending}
          onConfirm={(question) => resolve({ Resolution: 'question', ...question })}
          onClose={() => setDialog(null)}
        />
      )}
      <ReasonDialog
        open={dialog === 'decline'}
        title={translate('resources.reqs.suggestion.decline_title', { name: record.Title })}
        content={record.Issue}
        confirmLabel="resources.reqs.action.decline"
        reasonRequired
        pending={isPending}
        onConfirm={(reason) => resolve({ Resolution: 'decline' }, reason)}
        onClose={() => setDialog(null)}
      />
    </RowActions>
  );
};

/** What became of a suggestion: its outcome, with the question's link or the reason. */
export const SuggestionOutcomeField = () => {
  const record = useRecordContext<ReqRecord>();
  const translate = useTranslate();
  if (!record?.Suggestion || !record.Outcome) return null;
  const label = translate(`resources.reqs.outcome.${record.Outcome}`);
  if (record.Outcome === 'question' && record.QuestionLink)
    return (
      <span>
        {label}:{' '}
        <a
          href={record.QuestionLink}
          target="_blank"
          rel="noopener"
          onClick={(event) => event.stopPropagation()}
        >
          {translate('resources.reqs.suggestion.question_link')}
        </a>
      </span>
    );
  if (record.Outcome === 'declined')
    return (
      <span>
        {label}: {record.DeclineReason}
      </span>
    );
  return <span>{label}</span>;
};
