import { Suspense, useState, type ReactNode } from 'react';
import { ModalLoading } from '../../edit/components/modal';

interface ModalButtonProps {
  label: string;
  ariaLabel?: string;
  className?: string;
  renderModal: (close: () => void) => ReactNode;
}

/** A button that opens a lazily loaded modal (its code loads on the first click). */
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
      {open && <Suspense fallback={<ModalLoading />}>{renderModal(() => setOpen(false))}</Suspense>}
    </>
  );
}
