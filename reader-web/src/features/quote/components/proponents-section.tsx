import { Suspense } from 'react';
import { useCan } from '../../auth/hooks/use-can';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { useGetArgQuotesQuery } from '../api/quote-api';
import { LazyAddProponentButton } from './lazy-quote-modals';
import { QuoteCarousel } from './quote-carousel';
import './proponents.css';

/**
 * An argument's proponents: the people quoted backing it, as a carousel. Readers see it when
 * there are quotes; in edit mode it is always there, with Add proponent.
 */
export function ProponentsSection({ argID }: { argID: string }) {
  const { data } = useGetArgQuotesQuery(argID);
  const { enabled } = useEditMode();
  const mayDelete = useCan().kind('quote').Delete === true;
  const quotes = data?.Quotes ?? [];
  if (quotes.length === 0 && !enabled) return null;
  return (
    <section className="arg-proponents" aria-labelledby="arg-proponents-title">
      <div className="arg-proponents__header">
        <h2 id="arg-proponents-title">Proponents</h2>
        {enabled && (
          <Suspense fallback={null}>
            <LazyAddProponentButton argID={argID} />
          </Suspense>
        )}
      </div>
      {quotes.length > 0 ? (
        <QuoteCarousel quotes={quotes} editing={enabled} canDelete={mayDelete} />
      ) : (
        <p className="muted">No proponents yet.</p>
      )}
    </section>
  );
}
