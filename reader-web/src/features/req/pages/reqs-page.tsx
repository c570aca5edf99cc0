import { useParams } from 'react-router-dom';
import { ReqListView } from '../components/req-list-view';
import { reqTargetOf } from '../req-target';

// The route loader comes with the page (see ../routes.tsx).
export { reqsLoader } from '../req-loaders';

/** /reqs/:level/:id (c or a) and /reqs/admin */
export function ReqsPage() {
  const { level = 'admin', id } = useParams();
  const target = reqTargetOf(level, id);
  // The loader answered 404 for any other level.
  if (!target) return null;
  const key = target.type === 'admin' ? 'admin' : `${target.type}-${target.id}`;
  return <ReqListView key={key} target={target} />;
}
