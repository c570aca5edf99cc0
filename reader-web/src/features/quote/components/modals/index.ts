// The proponents' edit tools and modals: one chunk, loaded once a page is in edit mode.
import './quote-modals.css';

export { AddProponentButton, QuoteTools } from '../quote-edit-tools';
