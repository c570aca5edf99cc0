import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError, SubmitButton } from '../../auth/components/form-status';
import { LimitedTextField } from '../../edit/components/limited-text-field';
import { useNewReqMutation } from '../api/req-api';
import { SUGGESTION_RULES } from '../suggestion';
import './req.css';

interface SuggestConfirmationProps {
  reqID: string;
  username: string;
  onAnother: () => void;
}

/** Where to follow a suggestion: its page (with its discussion) and the suggester's profile. */
function SuggestConfirmation({ reqID, username, onAnother }: SuggestConfirmationProps) {
  return (
    <div className="suggest-done" role="status">
      <h2>Thank you: your suggestion is saved</h2>
      <p>
        Editors will read it and either start the question or say why not. Follow it{' '}
        <Link to={`/req/${reqID}`}>on its page</Link>, where anyone can discuss it, or with all your
        suggestions{' '}
        <Link to={`/u/${encodeURIComponent(username)}#suggestions`}>on your profile</Link>.
      </p>
      <p>
        <button type="button" className="button button--secondary" onClick={onAnother}>
          Suggest another question
        </button>
      </p>
    </div>
  );
}

/** The question and why it matters; saved as a suggestion (a request) for editors to answer. */
export function SuggestForm({ username }: { username: string }) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [issue, setIssue] = useState('');
  const [newReq, { isLoading, error, data, reset }] = useNewReqMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await newReq({ artifactType: 'suggest', title: title.trim(), issue: issue.trim() });
  }

  function another() {
    setTitle('');
    setIssue('');
    reset();
  }

  if (data)
    return <SuggestConfirmation reqID={data.ReqID} username={username} onAnother={another} />;
  return (
    <form className="suggest-form" onSubmit={handleSubmit} aria-label="Suggest a question">
      <LimitedTextField
        id={`${formId}-title`}
        label="Your question"
        hint="Phrase it as a question people answer in different ways, without taking a side."
        value={title}
        onChange={setTitle}
        rule={SUGGESTION_RULES.Title}
        kind="line"
      />
      <LimitedTextField
        id={`${formId}-issue`}
        label="Why it matters"
        hint="Who disagrees about it, and why the encyclopedia should map it."
        value={issue}
        onChange={setIssue}
        rule={SUGGESTION_RULES.Issue}
        kind="description"
      />
      <FormError error={error} />
      <SubmitButton submitting={isLoading} label="Suggest" />
    </form>
  );
}
