import { useParams } from 'react-router-dom';
import { PosView } from '../components/pos-view';

/** /p/:id and /edit/p/:id */
export function PosPage() {
  const { id = '' } = useParams();
  return <PosView id={id} />;
}
