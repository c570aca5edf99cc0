import { useCallback } from 'react';
import { type EditRequest, useEditArtifactMutation } from '../api/edit-api';
import { useAfterWrite } from './use-after-write';

/**
 * A modal's edit (POST /api/{type}/edit): once it is saved, the modal closes and the page goes on
 * as after every edit (useAfterWrite). The result comes back too, for a form that shows a refusal
 * its own way; the mutation's state (isLoading, error) is the second element, as RTK Query's.
 */
export function useSubmitEdit(onClose: () => void) {
  const [edit, state] = useEditArtifactMutation();
  const afterWrite = useAfterWrite();
  const submit = useCallback(
    async (request: EditRequest) => {
      const result = await edit(request);
      if (result.data) {
        onClose();
        afterWrite(result.data.Location);
      }
      return result;
    },
    [edit, afterWrite, onClose],
  );
  return [submit, state] as const;
}
