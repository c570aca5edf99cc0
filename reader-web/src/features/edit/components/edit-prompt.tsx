import { Link } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/use-viewer';
import { useEditMode } from '../hooks/use-edit-mode';

/**
 * On an /edit/ page without edit tools: "Loading editor..." until the reader's rights arrived,
 * then, if they may not edit, why (anonymous visitors are asked to sign up or log in; on pages only
 * editors edit, to log in).
 */
export function EditPrompt({ noun, editorsOnly = false }: { noun: string; editorsOnly?: boolean }) {
  const { requested, enabled, pending } = useEditMode();
  const { user } = useViewer();
  if (!requested || enabled) return null;
  if (pending) {
    return (
      <aside className="edit-prompt" aria-label="Editing">
        <p className="loading" role="status">
          Loading editor...
        </p>
      </aside>
    );
  }
  return (
    <aside className="edit-prompt" aria-label="Editing">
      {user ? (
        <p>{`Your account cannot edit this ${noun}. You can still read it.`}</p>
      ) : editorsOnly ? (
        <p>
          {`Editors can edit this ${noun}. `}
          <Link to="/login">Log in</Link> to edit it.
        </p>
      ) : (
        <p>
          {`Anyone with an account can edit this ${noun}. `}
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to edit it.
        </p>
      )}
    </aside>
  );
}
