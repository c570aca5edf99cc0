import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuoteDto } from '../../../api/types';
import { QuoteCard } from './quote-card';

/** The space between two cards (spec section 9); proponents.css uses the same. */
export const CAROUSEL_GUTTER = 20;

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

interface QuoteCarouselProps {
  quotes: readonly QuoteDto[];
  editing: boolean;
  canDelete: boolean;
}

/**
 * The proponent quotes side by side (spec section 9: one at a time on small screens, one with
 * the next peeking in at 600 px, two at 1200 px; no loop, no autoplay). The browser's own
 * scrolling with snap points does the sliding: swipe, scroll or the Previous and Next buttons,
 * which are disabled at the ends.
 */
export function QuoteCarousel({ quotes, editing, canDelete }: QuoteCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  // Before the browser measured (and in the server render): at the start, more to come.
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: quotes.length <= 1 });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const last = track.scrollWidth - track.clientWidth;
    // A pixel of slack: scroll positions are fractional on zoomed and high-density screens.
    const next = { atStart: track.scrollLeft <= 1, atEnd: track.scrollLeft >= last - 1 };
    setEdges((now) => (now.atStart === next.atStart && now.atEnd === next.atEnd ? now : next));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    measure();
    track?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      track?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, quotes.length]);

  /** One card on: its width and the gutter (the snap points align the rest). */
  function slide(direction: 1 | -1) {
    const track = trackRef.current;
    const card = track?.querySelector('li');
    if (!track || !card) return;
    track.scrollBy({ left: direction * (card.getBoundingClientRect().width + CAROUSEL_GUTTER) });
  }

  return (
    <div className="quote-carousel">
      <ul
        ref={trackRef}
        id="proponent-quotes"
        className="quote-carousel__track"
        aria-label="Proponent quotes"
        // Scrollable by keyboard too.
        tabIndex={0}
      >
        {quotes.map((quote) => (
          <li key={quote.QuoteID} className="quote-carousel__item">
            <QuoteCard quote={quote} editing={editing} canDelete={canDelete} />
          </li>
        ))}
      </ul>
      {quotes.length > 1 && (
        <div className="quote-carousel__controls">
          <button
            type="button"
            className="quote-carousel__button"
            aria-controls="proponent-quotes"
            disabled={edges.atStart}
            onClick={() => slide(-1)}
          >
            Previous
          </button>
          <button
            type="button"
            className="quote-carousel__button"
            aria-controls="proponent-quotes"
            disabled={edges.atEnd}
            onClick={() => slide(1)}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
