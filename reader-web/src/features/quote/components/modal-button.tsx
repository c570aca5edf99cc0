import { useState, type ReactNode } from 'react';

interface ModalButtonProps {
  label: string;
  ariaLabel?: string;
  className?: string;
  renderModal: (close: () => void) => ReactNode;
}

/** A button that opens a modal (in the proponents' edit chunk, so the modal is already loaded). */
export function ModalButton({ label, ariaLabel, className, renderModal }: ModalButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? 'button button--secondary button--small'}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && renderModal(() => setOpen(false))}
    </>
  );
}
