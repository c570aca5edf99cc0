// The edit tools' modals: one chunk, loaded the first time a member opens one.
export { ChangeParentModal } from './change-parent-modal';
export { DeleteModal } from './delete-modal';
export { EditFieldModal } from './edit-field-modal';
export { EditOrderModal } from './edit-order-modal';
