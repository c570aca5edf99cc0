import type { ReactNode } from 'react';

export interface ModalActionsProps {
  onCancel: () => void;
  /** The submit button's text; without it the row has no submit button. */
  submitLabel?: string;
  /** While sending, the submit button reads 'Submitting...' and can't be pressed. */
  submitting?: boolean;
  /** The submit button can't be pressed yet (nothing changed, a field isn't ready). */
  disabled?: boolean;
  /** Why it can't be pressed (it can't while this is set), shown as the button's title. */
  disabledReason?: string;
  /** A destructive submit (Delete). */
  danger?: boolean;
  /** Focus starts on Cancel (confirmations). */
  focusCancel?: boolean;
  /** A button at the start of the row (Delete, New person ...); give it `modal-actions__start`. */
  start?: ReactNode;
}

/** A modal form's row of buttons: [start] ... Cancel, Submit. */
export function ModalActions({
  onCancel,
  submitLabel,
  submitting = false,
  disabled = false,
  disabledReason,
  danger = false,
  focusCancel = false,
  start,
}: ModalActionsProps) {
  return (
    <div className="modal-actions">
      {start}
      <button
        type="button"
        className="button button--secondary"
        onClick={onCancel}
        autoFocus={focusCancel}
      >
        Cancel
      </button>
      {submitLabel !== undefined && (
        <button
          type="submit"
          className={danger ? 'button button--danger' : 'button'}
          disabled={submitting || disabled || disabledReason !== undefined}
          title={submitting ? undefined : disabledReason}
        >
          {submitting ? 'Submitting...' : submitLabel}
        </button>
      )}
    </div>
  );
}
