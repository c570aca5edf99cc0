import type { QuoteDto } from '../../../../api/types';
import { DeleteModal } from '../../../edit/components/modals/delete-modal';
import { useAfterWrite } from '../../../edit/hooks/use-after-write';

interface QuoteDeleteModalProps {
  quote: QuoteDto;
  onClose: () => void;
}

/** Confirms, then deletes the quote (QuoteDelete; mods and admins) and reloads the argument. */
export function QuoteDeleteModal({ quote, onClose }: QuoteDeleteModalProps) {
  // The argument's own page: on its edit page, it stays in edit mode.
  const afterWrite = useAfterWrite();
  return (
    <DeleteModal
      type="quote"
      id={quote.QuoteID}
      name={quote.Name}
      subject={<>The quote of {quote.Name}</>}
      onClose={onClose}
      onDeleted={afterWrite}
    />
  );
}
