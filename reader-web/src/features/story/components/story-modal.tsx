import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ConvoPageDto } from '../../../api/types';
import { Modal } from '../../edit/components/modal';
import { buildStory, type StorySlide } from '../story';
import './story.css';

const KIND_LABEL: Record<StorySlide['kind'], string> = {
  question: 'Question',
  position: 'Position',
  argument: 'Argument',
};

/**
 * The question's story in a modal: one card at a time, Previous/Next and the arrow keys, the
 * progress ('3 of 12'), and the modal's Close control (or Escape).
 */
export function StoryModal({ page, onClose }: { page: ConvoPageDto; onClose: () => void }) {
  const [slides] = useState(() => buildStory(page));
  const [index, setIndex] = useState(0);
  const last = slides.length - 1;
  const slide = slides[index];

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') setIndex((at) => Math.min(at + 1, last));
      else if (event.key === 'ArrowLeft') setIndex((at) => Math.max(at - 1, 0));
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last]);

  return (
    <Modal title={`Story: ${page.Convo.Title}`} onClose={onClose}>
      <div className="story">
        <section
          className={`story__card story__card--${slide.kind}`}
          aria-roledescription="slide"
          aria-label={`${KIND_LABEL[slide.kind]}: ${slide.title}`}
          aria-live="polite"
        >
          <p className="story__kind">{KIND_LABEL[slide.kind]}</p>
          {slide.context && <p className="story__context">For: {slide.context}</p>}
          <h3 className="story__title">{slide.title}</h3>
          {slide.text && <p className="story__text">{slide.text}</p>}
          {slide.kind !== 'question' && (
            <p>
              <Link to={slide.link} onClick={onClose}>
                Open this {slide.kind}
              </Link>
            </p>
          )}
          {slides.length === 1 && <p className="muted">This question has no positions yet.</p>}
        </section>
        <div className="story__controls">
          <button
            type="button"
            className="button button--secondary"
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            Previous
          </button>
          <p className="story__progress" aria-live="polite">
            {index + 1} of {slides.length}
          </p>
          <button
            type="button"
            className="button"
            disabled={index === last}
            onClick={() => setIndex(index + 1)}
          >
            Next
          </button>
        </div>
      </div>
    </Modal>
  );
}
