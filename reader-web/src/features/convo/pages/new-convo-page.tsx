import { Link } from 'react-router-dom';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';
import { NewConvoForm } from '../components/new-convo-form';

/** /app/convo/new: 'Start a new question map'. */
export function NewConvoPage() {
  const { status, user } = useViewer();
  return (
    <section className="prose" aria-labelledby="new-convo-title">
      <h1 id="new-convo-title">Start a new question map</h1>
      {status === 'pending' ? (
        <ViewerPending />
      ) : user ? (
        <NewConvoForm />
      ) : (
        <p>
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to start a new
          question map.
        </p>
      )}
      <p>
        Not ready to write it yourself? <Link to="/suggest">Suggest a question</Link> instead.
      </p>
    </section>
  );
}
