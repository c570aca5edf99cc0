import { Link } from 'react-router-dom';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';
import { SuggestForm } from '../components/suggest-form';

/** /suggest: a signed-in reader suggests a question for editors to start (or decline, saying why). */
export function SuggestPage() {
  const { status, user } = useViewer();
  return (
    <section className="narrow prose" aria-labelledby="suggest-title">
      <h1 id="suggest-title">Suggest a question</h1>
      <p>
        Is a question missing from the encyclopedia? Suggest it here: editors read every suggestion
        and either start the question map or tell you why not.
      </p>
      {status === 'pending' ? (
        <ViewerPending />
      ) : user ? (
        <>
          <SuggestForm username={user.username} />
          <p>
            Ready to write it yourself? <Link to="/app/convo/new">Start a new question map</Link>{' '}
            instead.
          </p>
        </>
      ) : (
        <p>
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to suggest a
          question.
        </p>
      )}
    </section>
  );
}
