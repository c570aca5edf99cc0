import { useParams } from 'react-router-dom';
import { TagView } from '../components/tag-view';

/** /tags/:id and /edit/tags/:id */
export function TagPage() {
  const { id = '' } = useParams();
  return <TagView id={id} />;
}
