import { Link } from 'react-router-dom';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useCan } from '../../auth/hooks/use-can';
import { useViewer } from '../../auth/hooks/use-viewer';
import { ModalButton } from '../../edit/components/edit-tools';
import type { ReqTarget } from '../api/req-api';
import { LazyNewReqModal } from './lazy-req-modals';

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

/** New Admin Request, for those the server lets open one (nothing for others). */
export function NewAdminReqButton() {
  if (useCan().kind('adminReq').Create !== true) return null;
  return (
    <ModalButton
      className="button"
      label="New Admin Request"
      renderModal={(close) => <LazyNewReqModal target={{ type: 'admin' }} onClose={close} />}
    />
  );
}
