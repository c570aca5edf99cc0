import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../auth/components/form-status';
import { LimitedTextField } from '../../edit/components/limited-text-field';
import { Modal } from '../../edit/components/modal';
import { ModalActions } from '../../edit/components/modal-actions';
import { fieldRule } from '../../edit/limits';
import { useNewReqMutation, type ReqTarget } from '../api/req-api';

/** The hints of the New Request and New Admin Request modals (spec section 2). */
export const NEW_REQ_HINTS = {
  req:
    'Requests resolve disagreements about content: say what should change and why, so that ' +
    'others can discuss it and agree.',
  admin:
    'Requests about the site discuss changes to any part of it: its categories, articles, ' +
    'features or rules.',
} as const;

export interface NewReqModalProps {
  target: ReqTarget;
  onClose: () => void;
}

/**
 * New Request (about a question or argument) and New Admin Request (about the site): Title and
 * Issue; creates it and goes to its edit page (/edit/req/{ReqID} or the internal admin area).
 */
export function NewReqModal({ target, onClose }: NewReqModalProps) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [issue, setIssue] = useState('');
  const [newReq, { isLoading, error }] = useNewReqMutation();
  const navigate = useNavigate();
  const admin = target.type === 'admin';
  const heading = admin ? 'New Admin Request' : 'New Request';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await newReq({
      artifactType: target.type,
      artifactID: target.type === 'admin' ? '' : target.id,
      title: title.trim(),
      issue: issue.trim(),
    });
    if (result.data) {
      onClose();
      void navigate(result.data.Location);
    }
  }

  return (
    <Modal title={heading} onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label={heading}>
        <p className="modal-hint">{admin ? NEW_REQ_HINTS.admin : NEW_REQ_HINTS.req}</p>
        <LimitedTextField
          id={`${formId}-title`}
          label="Title"
          value={title}
          onChange={setTitle}
          rule={fieldRule('req', 'Title')}
          kind="line"
          autoFocus
        />
        <LimitedTextField
          id={`${formId}-issue`}
          label="Issue"
          value={issue}
          onChange={setIssue}
          rule={fieldRule('req', 'Issue')}
          kind="description"
        />
        <FormError error={error} />
        <ModalActions onCancel={onClose} submitLabel="Create" submitting={isLoading} />
      </form>
    </Modal>
  );
}
