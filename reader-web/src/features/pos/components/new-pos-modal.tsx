import { NewArtifactModal } from '../../edit/components/modals/new-artifact-modal';
import { useNewPosMutation } from '../api/new-pos-api';

/** The hint of the New Position modal (spec section 2). */
export const NEW_POS_HINT =
  'A Position is a broad category of response to the Question. It is not the place to ' +
  'describe Arguments: add those to the Position once it exists.';

/** New Position: creates a position of the question and goes to its edit page. */
export function NewPosModal({ convoID, onClose }: { convoID: string; onClose: () => void }) {
  const [newPos, { isLoading, error }] = useNewPosMutation();
  return (
    <NewArtifactModal
      type="pos"
      hint={NEW_POS_HINT}
      create={(fields) => newPos({ convoID, ...fields })}
      isLoading={isLoading}
      error={error}
      onClose={onClose}
    />
  );
}
