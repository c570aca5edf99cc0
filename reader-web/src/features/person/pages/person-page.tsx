import { useLocation, useParams } from 'react-router-dom';
import { PersonView } from '../components/person-view';
import { personRefOf } from '../person-loaders';

/** /person/:id (an alias, or an id) and /edit/person/:id */
export function PersonPage() {
  const params = useParams();
  const { pathname } = useLocation();
  return <PersonView personRef={personRefOf(params, pathname)} />;
}
