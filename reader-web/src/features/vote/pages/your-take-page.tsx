import { Link } from 'react-router-dom';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';
import { YourTakeList } from '../components/your-take-list';

/** /yourtake: the logged-in reader's saved opinions. */
export function YourTakePage() {
  const { status, user } = useViewer();
  return (
    <section className="prose" aria-labelledby="your-take-title">
      <h1 id="your-take-title">Your take</h1>
      {status === 'pending' ? (
        <ViewerPending />
      ) : user ? (
        <>
          <p className="muted">What you said about questions and arguments, newest first.</p>
          <YourTakeList />
        </>
      ) : (
        <p>
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to see the opinions
          you have saved.
        </p>
      )}
    </section>
  );
}
