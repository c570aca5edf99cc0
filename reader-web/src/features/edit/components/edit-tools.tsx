import { Suspense, useState, type ReactNode } from 'react';
import { useEditMode } from '../hooks/use-edit-mode';
import { LazyChangeParentModal, LazyEditOrderModal, LazyNewArtifactModal } from './lazy-modals';
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

export const MAX_POSITIONS = 8;

export function NewPositionButton({ convoID, count }: { convoID: string; count: number }) {
  const full = count >= MAX_POSITIONS;
  return (
    <ModalButton
      label="New Position"
      disabled={full}
      title={full ? `A question has at most ${MAX_POSITIONS} positions.` : undefined}
      renderModal={(close) => (
        <LazyNewArtifactModal kind="pos" parentID={convoID} onClose={close} />
      )}
    />
  );
}

export function NewArgumentButton({ posID, posTitle }: { posID: string; posTitle?: string }) {
  return (
    <ModalButton
      label="New Argument"
      ariaLabel={posTitle ? `New Argument for "${posTitle}"` : undefined}
      renderModal={(close) => <LazyNewArtifactModal kind="arg" parentID={posID} onClose={close} />}
    />
  );
}

export function EditOrderButton({ type, id }: { type: 'convo' | 'pos'; id: string }) {
  return (
    <ModalButton
      label="Edit order"
      renderModal={(close) => <LazyEditOrderModal type={type} id={id} onClose={close} />}
    />
  );
}

export function ChangeParentButton(props: { argID: string; convoID: string; posID: string }) {
  return (
    <ModalButton
      label="Change parent position"
      renderModal={(close) => <LazyChangeParentModal {...props} onClose={close} />}
    />
  );
}
