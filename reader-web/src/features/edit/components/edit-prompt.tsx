import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useEditMode } from '../hooks/use-edit-mode';

/** On an /edit/ page without edit rights: anonymous visitors are asked to sign up or log in. */
export function EditPrompt({ noun }: { noun: string }) {
  const { requested, enabled } = useEditMode();
  const { user, isLoading } = useCurrentUser();
  if (!requested || enabled || isLoading) return null;
  return (
    <aside className="edit-prompt" aria-label="Editing">
      {user ? (
        <p>{`Editing is not available here right now. You can still read this ${noun}.`}</p>
      ) : (
        <p>
          {`Anyone with an account can edit this ${noun}. `}
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to edit it.
        </p>
      )}
    </aside>
  );
}
