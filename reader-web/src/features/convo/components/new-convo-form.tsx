import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError, SubmitButton } from '../../auth/components/form-status';
import { useNewConvoMutation } from '../api/new-convo-api';
import {
  TitleDescriptionFields,
  type TitleDescription,
} from '../../edit/components/title-description-fields';
import { SearchBox } from '../../search/components/search-box';
import './new-convo.css';

/** Title and Description of a new question; Create goes to its edit page. */
export function NewConvoForm() {
  const formId = useId();
  const [value, setValue] = useState<TitleDescription>({ title: '', description: '' });
  const [newConvo, { isLoading, error }] = useNewConvoMutation();
  const navigate = useNavigate();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await newConvo({
      title: value.title.trim(),
      description: value.description.trim(),
    });
    if (result.data) void navigate(result.data.Location ?? `/edit/c/${result.data.ConvoID}`);
  }

  return (
    <>
      <div className="new-convo__search">
        <p>First check that the question is not in the encyclopedia already:</p>
        <SearchBox
          label="Search for an existing question"
          placeholder="Search for an existing question"
          className="search-box search-box--page"
        />
      </div>
      <form className="new-convo" onSubmit={handleSubmit} aria-label="New question">
        <TitleDescriptionFields
          idPrefix={formId}
          type="convo"
          titleLabel="Question title"
          value={value}
          onChange={setValue}
        />
        <FormError error={error} />
        <div className="new-convo__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigate('/encyclopedia')}
          >
            Cancel
          </button>
          <SubmitButton submitting={isLoading} label="Create" />
        </div>
      </form>
    </>
  );
}
