import { useId, useState, type FormEvent } from 'react';
import { KIND_BASICS, type KindType } from '../../../../api/kind-basics';
import type { ChildrenDto } from '../../../../api/types';
import { ACTION_PREFIX } from '../../../artifact/artifact-types';
import { FormError } from '../../../auth/components/form-status';
import { useGetChildrenQuery } from '../../api/edit-api';
import { orderOf } from '../../kind-order';
import { Modal } from '../modal';
import { ModalActions } from '../modal-actions';
import { RevisionDescriptionField } from '../revision-description-field';
import { useSubmitEdit } from '../../hooks/use-submit-edit';

export interface EditOrderModalProps {
  /** A kind with an order field: a question orders its positions, a position its arguments. */
  type: KindType;
  id: string;
  onClose: () => void;
}

/** 'Edit order': moves children up and down; Save stays disabled until the order changes. */
export function EditOrderModal({ type, id, onClose }: EditOrderModalProps) {
  const { data, error, isFetching } = useGetChildrenQuery(
    { type, id },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Modal title="Edit order" onClose={onClose}>
      {data && !isFetching ? (
        <OrderForm type={type} id={id} childrenData={data} onClose={onClose} />
      ) : error ? (
        <FormError error={error} />
      ) : (
        <p role="status">Loading contents...</p>
      )}
    </Modal>
  );
}

function initialOrder({ Children, OrderJSON }: ChildrenDto): string[] {
  let listed: unknown = [];
  try {
    listed = JSON.parse(OrderJSON);
  } catch {
    // An unreadable order: fall back to the order of Children.
  }
  const known = new Set(Children.map((child) => child.ID));
  const ordered = Array.isArray(listed)
    ? listed.filter((id): id is string => typeof id === 'string' && known.has(id))
    : [];
  return [...ordered, ...Children.map((child) => child.ID).filter((id) => !ordered.includes(id))];
}

function move(order: string[], index: number, by: -1 | 1): string[] {
  const next = [...order];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next;
}

interface OrderFormProps extends EditOrderModalProps {
  childrenData: ChildrenDto;
}

function OrderForm({ type, id, childrenData, onClose }: OrderFormProps) {
  const formId = useId();
  const [initial] = useState(() => initialOrder(childrenData));
  const [order, setOrder] = useState(initial);
  const [revDesc, setRevDesc] = useState('');
  const [edit, { isLoading, error }] = useSubmitEdit(onClose);
  const titles = new Map(childrenData.Children.map((child) => [child.ID, child.Title]));
  const changed = order.join(',') !== initial.join(',');
  const { field, child } = orderOf(type);
  const noun = KIND_BASICS[child].plural;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await edit({
      type,
      id,
      action: {
        ActionName: `${ACTION_PREFIX[type]}EditTextField`,
        ArgsJSON: JSON.stringify({
          FieldName: field,
          OldValue: childrenData.OrderJSON,
          NewValue: JSON.stringify(order),
        }),
      },
      revDesc: revDesc.trim(),
    });
  }

  return (
    <form className="modal-form" onSubmit={handleSubmit} aria-label="Edit order">
      {order.length < 2 ? (
        <p>There is nothing to reorder: it takes at least two {noun}.</p>
      ) : (
        <ol className="order-list" aria-label={`Order of the ${noun}`}>
          {order.map((childID, index) => {
            const title = titles.get(childID) ?? childID;
            return (
              <li key={childID}>
                <span className="order-list__title">{title}</span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Move "${title}" up`}
                  disabled={index === 0}
                  onClick={() => setOrder(move(order, index, -1))}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Move "${title}" down`}
                  disabled={index === order.length - 1}
                  onClick={() => setOrder(move(order, index, 1))}
                >
                  ↓ Down
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <RevisionDescriptionField id={`${formId}-rev`} value={revDesc} onChange={setRevDesc} />
      <FormError error={error} />
      <ModalActions
        onCancel={onClose}
        submitLabel="Save"
        submitting={isLoading}
        disabled={!changed}
      />
    </form>
  );
}
