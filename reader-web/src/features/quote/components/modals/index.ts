// The proponent modals: one chunk, loaded the first time a member opens one.
import './quote-modals.css';

export { AddProponentFlow } from './add-proponent-flow';
export { QuoteDeleteModal } from './quote-delete-modal';
export { QuoteEditModal } from './quote-edit-modal';
