import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CountedTextField } from './CountedTextField';

/** The server keeps a reason of at most this many characters. */
export const MAX_REASON = 300;

interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  /** An i18n key. */
  confirmLabel: string;
  /** Whether the action may go without a reason. */
  reasonRequired?: boolean;
  pending?: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}

/** A confirmation that asks why: the reason goes to the revision history and the audit log. */
export const ReasonDialog = (props: ReasonDialogProps) => {
  const { open, title, content, confirmLabel, reasonRequired, pending, onConfirm, onClose } = props;
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const missing = reasonRequired && reason.trim() === '';
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {content && <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>}
        <CountedTextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={translate(reasonRequired ? 'console.reason.label' : 'console.reason.optional')}
          value={reason}
          limits={{ min: 0, max: MAX_REASON }}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
          help={translate('console.reason.help')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={missing || pending}
          onClick={() => onConfirm(reason.trim())}
        >
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
