import { Link } from 'react-router-dom';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';
import { ModalButton } from '../../edit/components/edit-tools';
import { canDelete } from '../../edit/hooks/use-edit-mode';
import type { Role } from '../../../api/types';
import type { ReqTarget } from '../api/req-api';
import { LazyNewReqModal } from './lazy-req-modals';

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
    <ModalButton
      className="button"
      label="New Request"
      renderModal={(close) => <LazyNewReqModal target={target} onClose={close} />}
    />
  );
}

/** New Admin Request: editors and above only (nothing for others). */
export function NewAdminReqButton() {
  if (!useIsEditor()) return null;
  return (
    <ModalButton
      className="button"
      label="New Admin Request"
      renderModal={(close) => <LazyNewReqModal target={{ type: 'admin' }} onClose={close} />}
    />
  );
}
