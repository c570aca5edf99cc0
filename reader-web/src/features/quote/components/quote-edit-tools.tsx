import type { QuoteDto } from '../../../api/types';
import { ModalButton } from '../../edit/components/edit-tools';
import { AddProponentFlow } from './modals/add-proponent-flow';
import { QuoteDeleteModal } from './modals/quote-delete-modal';
import { QuoteEditModal } from './modals/quote-edit-modal';

/**
 * The edit-mode tools of the proponents: loaded with the modals (their own chunk) once a page is
 * in edit mode, so a read page's first load carries none of them.
 */
export function AddProponentButton({ argID }: { argID: string }) {
  return (
    <ModalButton
      label="Add proponent"
      renderModal={(close) => <AddProponentFlow argID={argID} onClose={close} />}
    />
  );
}

/** A quote card's source link (shown in edit mode only, spec 3 and 6), Edit and Delete. */
export function QuoteTools({ quote, canDelete }: { quote: QuoteDto; canDelete: boolean }) {
  return (
    <div className="quote-card__tools">
      {quote.SourceURL && (
        <a
          className="quote-card__source"
          href={quote.SourceURL}
          target="_blank"
          rel="nofollow ugc noopener noreferrer"
        >
          Source
        </a>
      )}
      <ModalButton
        label="Edit"
        ariaLabel={`Edit the quote of ${quote.Name}`}
        renderModal={(close) => <QuoteEditModal quoteID={quote.QuoteID} onClose={close} />}
      />
      {canDelete && (
        <ModalButton
          label="Delete"
          ariaLabel={`Delete the quote of ${quote.Name}`}
          className="button button--danger button--small"
          renderModal={(close) => <QuoteDeleteModal quote={quote} onClose={close} />}
        />
      )}
    </div>
  );
}
