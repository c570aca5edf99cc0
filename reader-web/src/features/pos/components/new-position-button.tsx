import { lazy } from 'react';
import { NewChildButton } from '../../edit/components/edit-tools';

const LazyNewPosModal = lazy(() =>
  import('./new-pos-modal').then((m) => ({ default: m.NewPosModal })),
);

/** The most positions a question has (the server refuses a ninth). */
export const MAX_POSITIONS = 8;

/** New Position, disabled once the question has its most positions. */
export function NewPositionButton({ convoID, count }: { convoID: string; count: number }) {
  const full = count >= MAX_POSITIONS;
  return (
    <NewChildButton
      type="pos"
      disabled={full}
      title={full ? `A question has at most ${MAX_POSITIONS} positions.` : undefined}
      renderForm={(close) => <LazyNewPosModal convoID={convoID} onClose={close} />}
    />
  );
}
