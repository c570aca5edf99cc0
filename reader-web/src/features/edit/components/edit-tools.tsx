import { Suspense, useState, type ReactNode } from 'react';
import { KIND_BASICS, type KindType } from '../../../api/kind-basics';
import { TYPE_LABEL } from '../../artifact/artifact-types';
import { useEditMode } from '../hooks/use-edit-mode';
import { LazyChangeParentModal, LazyEditOrderModal } from './lazy-modals';
import { ModalLoading } from './modal';
import './edit.css';

interface ModalButtonProps {
  label: string;
  ariaLabel?: string;
  /** The button's classes (default: a small secondary button). */
  className?: string;
  disabled?: boolean;
  title?: string;
  renderModal: (close: () => void) => ReactNode;
}

/** A button that opens a (lazily loaded) modal. */
export function ModalButton({
  label,
  ariaLabel,
  className = 'button button--secondary button--small',
  disabled,
  title,
  renderModal,
}: ModalButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        title={title}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && <Suspense fallback={<ModalLoading />}>{renderModal(() => setOpen(false))}</Suspense>}
    </>
  );
}

/** The edit-mode tool bar of a page; renders nothing in read mode. */
export function EditTools({ label, children }: { label: string; children: ReactNode }) {
  const { enabled } = useEditMode();
  if (!enabled) return null;
  return (
    <div role="toolbar" aria-label={label} className="edit-tools">
      {children}
    </div>
  );
}

interface NewChildButtonProps {
  /** The kind created: "New Position". */
  type: KindType;
  ariaLabel?: string;
  disabled?: boolean;
  title?: string;
  /** The kind's own "new" form (its feature's: its endpoint and body are the kind's). */
  renderForm: (close: () => void) => ReactNode;
}

/** New Position, New Argument: opens the form of the kind created. */
export function NewChildButton({ type, renderForm, ...button }: NewChildButtonProps) {
  return <ModalButton label={`New ${TYPE_LABEL[type]}`} renderModal={renderForm} {...button} />;
}

/** 'Edit order': reorders the children of an artifact whose kind has an order field. */
export function EditOrderButton({ type, id }: { type: KindType; id: string }) {
  return (
    <ModalButton
      label="Edit order"
      renderModal={(close) => <LazyEditOrderModal type={type} id={id} onClose={close} />}
    />
  );
}

interface ChangeParentButtonProps {
  /** A kind that moves: an argument to another position of its question. */
  type: KindType;
  id: string;
  parentID: string;
  grandparentID: string;
}

/** 'Change parent position': moves an artifact under another parent. */
export function ChangeParentButton(props: ChangeParentButtonProps) {
  const { parent, noun } = KIND_BASICS[props.type];
  if (!parent) throw new Error(`A ${noun} has no parent to change.`);
  return (
    <ModalButton
      label={`Change parent ${KIND_BASICS[parent].noun}`}
      renderModal={(close) => <LazyChangeParentModal {...props} onClose={close} />}
    />
  );
}
