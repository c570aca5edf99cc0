import { useParams } from 'react-router-dom';
import { ReqListView } from '../features/req/components/req-list-view';
import { reqTargetOf } from '../features/req/req-target';

// The route loader comes with the page (see app/routes.tsx).
export { reqsLoader } from '../features/req/req-loaders';

/** /reqs/:level/:id (c or a) and /reqs/admin */
export function ReqsPage() {
  const { level = 'admin', id } = useParams();
  const target = reqTargetOf(level, id);
  // The loader answered 404 for any other level.
  if (!target) return null;
  const key = target.type === 'admin' ? 'admin' : `${target.type}-${target.id}`;
  return <ReqListView key={key} target={target} />;
}
