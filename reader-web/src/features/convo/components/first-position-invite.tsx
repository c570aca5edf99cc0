import { Link } from 'react-router-dom';
import { useCan } from '../../auth/hooks/use-can';
import { useViewer } from '../../auth/hooks/use-viewer';

interface FirstPositionInviteProps {
  convoID: string;
  className: string;
  /** On its edit page: New Position is at hand. */
  editing?: boolean;
  /** Ask an anonymous reader to log in (on the question's own page, not in lists). */
  askToLogIn?: boolean;
}

/** A question with nothing to read yet asks for its first position: of those who may add it. */
export function FirstPositionInvite({
  convoID,
  className,
  editing = false,
  askToLogIn = false,
}: FirstPositionInviteProps) {
  const mayAdd = useCan().kind('pos').Create === true;
  const { status } = useViewer();
  return (
    <p className={className}>
      No positions yet.{' '}
      {editing ? (
        'Add the first with New Position.'
      ) : mayAdd ? (
        <Link to={`/edit/c/${convoID}`}>Add the first position</Link>
      ) : askToLogIn && status === 'anonymous' ? (
        <>
          <Link to="/login">Log in</Link> to add the first position.
        </>
      ) : null}
    </p>
  );
}
