import { useParams } from 'react-router-dom';
import { ReqView } from '../components/req-view';

// The route loader comes with the page (see ../routes.tsx).
export { reqLoader } from '../req-loaders';

/** /req/:id, /edit/req/:id and /internal/admin/edit/req/:id */
export function ReqPage() {
  const { id = '' } = useParams();
  return <ReqView id={id} />;
}
