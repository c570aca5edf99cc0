import { type FormEvent, useState } from 'react';
import type { ReportCommentDto } from '../../../api/types';
import { errorMessage } from '../../../shared/api/base-query';
import { Modal } from '../../edit/components/modal';

type Reason = NonNullable<ReportCommentDto['reason']>;

const REASONS: { value: Reason; label: string; hint: string }[] = [
  { value: 'spam', label: 'Spam', hint: 'Advertising, or the same text posted again and again.' },
  { value: 'harassment', label: 'Harassment', hint: 'It attacks or threatens a person.' },
  { value: 'off-topic', label: 'Off-topic', hint: 'It is not about this page.' },
  { value: 'other', label: 'Something else', hint: 'Say what is wrong below.' },
];

export const DETAILS_MAX = 500;

interface ReportDialogProps {
  author: string;
  /** Sends the report; resolves to an error to show, or nothing once reported. */
  onReport: (reason: Reason, details: string) => Promise<unknown>;
  onClose: () => void;
}

/** Why a comment is reported: a reason, and words of the reader's own for "Something else". */
export function ReportDialog({ author, onReport, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) return setProblem('Choose a reason.');
    if (reason === 'other' && details.trim() === '')
      return setProblem('Say what is wrong with the comment.');
    setProblem(null);
    setSending(true);
    const error = await onReport(reason, details.trim());
    setSending(false);
    if (error) setProblem(errorMessage(error));
  }

  return (
    <Modal title={`Report ${author}'s comment`} onClose={onClose}>
      <form className="report-form" onSubmit={handleSubmit} noValidate>
        <fieldset>
          <legend>What is wrong with it?</legend>
          {REASONS.map((choice) => (
            <label key={choice.value} className="report-form__reason">
              <input
                type="radio"
                name="reason"
                value={choice.value}
                checked={reason === choice.value}
                onChange={() => setReason(choice.value)}
              />{' '}
              <strong>{choice.label}</strong> <span className="muted">{choice.hint}</span>
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <label htmlFor="report-details">
            {reason === 'other' ? 'What is wrong (required)' : 'Anything moderators should know'}
          </label>
          <textarea
            id="report-details"
            rows={3}
            maxLength={DETAILS_MAX}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
        </div>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>{' '}
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Submitting...' : 'Report'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
