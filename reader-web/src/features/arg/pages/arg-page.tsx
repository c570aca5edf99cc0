import { useParams } from 'react-router-dom';
import { ArgView } from '../components/arg-view';

/** /a/:id and /edit/a/:id */
export function ArgPage() {
  const { id = '' } = useParams();
  return <ArgView id={id} />;
}
