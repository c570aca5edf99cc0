import { Suspense, useState } from 'react';
import type { ConvoPageDto } from '../../../api/types';
import { ModalLoading } from '../../edit/components/modal';
import { LazyStoryModal } from './lazy-story';
import './play-story-button.css';

/** 'Play as story': opens the question's story (positions and arguments) in a modal. */
export function PlayStoryButton({ page }: { page: ConvoPageDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
      >
        Play as story
      </button>
      {open && (
        <Suspense fallback={<ModalLoading />}>
          <LazyStoryModal page={page} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
