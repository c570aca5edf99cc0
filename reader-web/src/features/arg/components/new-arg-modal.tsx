import { NewArtifactModal } from '../../edit/components/modals/new-artifact-modal';
import { useNewArgMutation } from '../api/new-arg-api';

/** The hint of the New Argument modal (spec section 2). */
export const NEW_ARG_HINT =
  'An Argument supports the Position above it, and a Position can have several. Keep the ' +
  'title and the description short and value-free: the reasoning goes into the sections of ' +
  'the Argument afterwards.';

/** New Argument: creates an argument for the position and goes to its edit page. */
export function NewArgModal({ posID, onClose }: { posID: string; onClose: () => void }) {
  const [newArg, { isLoading, error }] = useNewArgMutation();
  return (
    <NewArtifactModal
      type="arg"
      hint={NEW_ARG_HINT}
      create={(fields) => newArg({ posID, ...fields })}
      isLoading={isLoading}
      error={error}
      onClose={onClose}
    />
  );
}
