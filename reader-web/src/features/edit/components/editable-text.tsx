import { Suspense, useId, useState, type ReactNode } from 'react';
import type { ArtifactType } from '../../../api/types';
import { TYPE_LABEL } from '../../artifact/artifact-types';
import { useCan } from '../../auth/hooks/use-can';
import { useEditMode } from '../hooks/use-edit-mode';
import { LazyDeleteModal, LazyEditFieldModal } from './lazy-modals';
import { ModalLoading } from './modal';
import './edit.css';

export interface EditableTextProps {
  type: ArtifactType;
  id: string;
  field: string;
  /** The field as people call it, for the edit button and modal: 'title', 'premises'. */
  editLabel: string;
  value: string;
  /** Long-form fields keep newlines; titles and descriptions do not. */
  allowNewlines?: boolean;
  /** Shown only in edit mode (e.g. an empty section of an argument). */
  onlyInEdit?: boolean;
  /** A section heading above the text. */
  heading?: string;
  /** The value as read mode shows it; the plain value when absent. */
  children?: ReactNode;
  className?: string;
  hint?: string;
  /** For the Title of a deletable item: its name, to offer Delete in the modal to those who may. */
  deletableName?: string;
  /** Shown in edit mode while the field is empty. */
  emptyText?: string;
}

/**
 * An editable text block (spec section 2): the value, and in edit mode an edit button that opens
 * the Edit-field modal.
 */
export function EditableText({
  type,
  id,
  field,
  editLabel,
  value,
  onlyInEdit = false,
  heading,
  children,
  className,
  hint,
  deletableName,
  emptyText = 'Empty',
}: EditableTextProps) {
  const { enabled } = useEditMode();
  const mayDelete = useCan().kind(type).Delete === true;
  const headingId = useId();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  if (onlyInEdit && !enabled) return null;

  const empty = value.trim() === '';
  const content =
    enabled && empty ? <p className="editable__empty">{emptyText}</p> : (children ?? value);
  const body = (
    <>
      {heading && <h2 id={headingId}>{heading}</h2>}
      {content}
      {enabled && (
        <button type="button" className="edit-button" onClick={() => setOpen('edit')}>
          {`Edit ${editLabel}`}
        </button>
      )}
      {open && (
        <Suspense fallback={<ModalLoading />}>
          {open === 'edit' ? (
            <LazyEditFieldModal
              type={type}
              id={id}
              field={field}
              label={editLabel}
              hint={hint}
              onClose={() => setOpen(null)}
              onDelete={deletableName && mayDelete ? () => setOpen('delete') : undefined}
              deleteLabel={`Delete this ${TYPE_LABEL[type].toLowerCase()}`}
            />
          ) : (
            <LazyDeleteModal
              type={type}
              id={id}
              name={deletableName ?? value}
              onClose={() => setOpen(null)}
            />
          )}
        </Suspense>
      )}
    </>
  );
  const classes = ['editable', enabled ? 'editable--editing' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return heading ? (
    <section className={classes} aria-labelledby={headingId}>
      {body}
    </section>
  ) : (
    <div className={classes}>{body}</div>
  );
}
