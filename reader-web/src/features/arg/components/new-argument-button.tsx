import { lazy } from 'react';
import { NewChildButton } from '../../edit/components/edit-tools';

const LazyNewArgModal = lazy(() =>
  import('./new-arg-modal').then((m) => ({ default: m.NewArgModal })),
);

/** New Argument for a position (named in its label where several positions are listed). */
export function NewArgumentButton({ posID, posTitle }: { posID: string; posTitle?: string }) {
  return (
    <NewChildButton
      type="arg"
      ariaLabel={posTitle ? `New Argument for "${posTitle}"` : undefined}
      renderForm={(close) => <LazyNewArgModal posID={posID} onClose={close} />}
    />
  );
}
