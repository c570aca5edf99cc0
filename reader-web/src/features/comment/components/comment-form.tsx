import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api/base-query';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}

export function CommentForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const [text, setText] = useState(initial);
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSubmitting(true);
    setError(null);
    try {
      if (await onSubmit(text.trim())) setText('');
    } catch (caught) {
      setError(caught);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <form onSubmit={submit} className="comment-form">
      <label htmlFor={id} className="comment-form__label">
        {label}
      </label>
      <textarea
        id={id}
        maxLength={5000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p role="alert" className="form-error">
          {errorMessage(error)}
        </p>
      ) : null}
      <div className="comment__actions">
        <button type="submit" className="button" disabled={submitting || !text.trim()}>
          {submitting ? 'Submitting...' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
