import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';
import { ModalLoading } from '../../edit/components/modal';
import { canDelete } from '../../edit/hooks/use-edit-mode';
import type { Role } from '../../../api/types';
import type { ReqTarget } from '../api/req-api';
import { LazyNewReqModal } from './lazy-req-modals';

/** A button that opens a lazily loaded modal. */
export function OpenModalButton({
  label,
  renderModal,
}: {
  label: string;
  renderModal: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && <Suspense fallback={<ModalLoading />}>{renderModal(() => setOpen(false))}</Suspense>}
    </>
  );
}

/** Editors, mods and admins manage requests, articles and categories (DESIGN.md). */
export function useIsEditor(): boolean {
  const { user } = useViewer();
  return user !== null && canDelete(user.role as Role);
}

/**
 * New Request for signed-in readers; anonymous visitors are asked to sign up or log in (the
 * server refuses them anyway).
 */
export function NewReqButton({
  target,
}: {
  target: Extract<ReqTarget, { type: 'convo' | 'arg' }>;
}) {
  const { status } = useViewer();
  if (status === 'pending') return <ViewerPending className="req-signup" />;
  if (status === 'anonymous') {
    return (
      <p className="req-signup">
        <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to open a request.
      </p>
    );
  }
  return (
    <OpenModalButton
      label="New Request"
      renderModal={(close) => <LazyNewReqModal target={target} onClose={close} />}
    />
  );
}

/** New Admin Request: editors and above only (nothing for others). */
export function NewAdminReqButton() {
  if (!useIsEditor()) return null;
  return (
    <OpenModalButton
      label="New Admin Request"
      renderModal={(close) => <LazyNewReqModal target={{ type: 'admin' }} onClose={close} />}
    />
  );
}
