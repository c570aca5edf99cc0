import { useId, useState, type FormEvent } from 'react';
import type { CategoryRefDto } from '../../../api/types';
import { FormError } from '../../auth/components/form-status';
import { Modal } from '../../edit/components/modal';
import { ModalActions } from '../../edit/components/modal-actions';
import { RevisionDescriptionField } from '../../edit/components/revision-description-field';
import { useSubmitEdit } from '../../edit/hooks/use-submit-edit';
import { useListCategoriesQuery } from '../api/category-api';
import './category.css';

/** The most categories one question can be put in (the server's MAX_CATEGORIES_PER_QUESTION). */
export const MAX_CATEGORIES = 10;

export interface CategoryChooserModalProps {
  convoID: string;
  /** The categories the question is in now, as its page shows them. */
  current: CategoryRefDto[];
  onClose: () => void;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** 'Categories': which categories a question is in (ConvoSetCategories, editors and above). */
export function CategoryChooserModal({ convoID, current, onClose }: CategoryChooserModalProps) {
  const formId = useId();
  const { data, error: loadError } = useListCategoriesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const currentIds = current.map((c) => c.CategoryID);
  const [chosen, setChosen] = useState<string[]>(currentIds);
  const [revDesc, setRevDesc] = useState('');
  const [edit, { isLoading, error }] = useSubmitEdit(onClose);
  const full = chosen.length >= MAX_CATEGORIES;

  function toggle(id: string, checked: boolean) {
    setChosen((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await edit({
      type: 'convo',
      id: convoID,
      action: {
        ActionName: 'ConvoSetCategories',
        ArgsJSON: JSON.stringify({ OldCategoryIDs: currentIds, NewCategoryIDs: chosen }),
      },
      revDesc: revDesc.trim(),
    });
  }

  return (
    <Modal title="Categories" onClose={onClose}>
      {!data ? (
        loadError ? (
          <FormError error={loadError} />
        ) : (
          <p role="status">Loading contents...</p>
        )
      ) : (
        <form className="modal-form" onSubmit={handleSubmit} aria-label="Categories">
          <fieldset className="category-chooser">
            <legend>The categories this question is in (at most {MAX_CATEGORIES})</legend>
            {data.Categories.length === 0 ? (
              <p className="muted">There are no categories yet: create one with New Category.</p>
            ) : (
              <ul>
                {data.Categories.map((category) => {
                  const checked = chosen.includes(category.CategoryID);
                  return (
                    <li key={category.CategoryID}>
                      <label>
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={!checked && full}
                          onChange={(event) =>
                            toggle(category.CategoryID, event.currentTarget.checked)
                          }
                        />{' '}
                        {category.Title}
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          <RevisionDescriptionField id={`${formId}-rev`} value={revDesc} onChange={setRevDesc} />
          <FormError error={error} />
          <ModalActions
            onCancel={onClose}
            submitLabel="Save"
            submitting={isLoading}
            disabled={sameSet(chosen, currentIds)}
          />
        </form>
      )}
    </Modal>
  );
}
