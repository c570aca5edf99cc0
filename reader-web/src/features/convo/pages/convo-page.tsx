import { useParams } from 'react-router-dom';
import { ConvoView } from '../components/convo-view';

/** /c/:id and /edit/c/:id */
export function ConvoPage() {
  const { id = '' } = useParams();
  return <ConvoView id={id} />;
}
