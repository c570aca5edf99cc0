import { EditableText } from '../../edit/components/editable-text';
import { EditPrompt } from '../../edit/components/edit-prompt';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { LazyImageUploader } from '../../upload/components/lazy-image-uploader';
import { useGetPersonQuery, type PersonRef } from '../api/person-api';
import { PersonImage } from './person-image';
import { PersonNav } from './person-nav';
import { PersonQuotes } from './person-quotes';
import '../../artifact/components/artifact.css';
import './person.css';
import { LazyWatchButton } from '../../watch/components/lazy-watch-button';

/** A person (a proponent): their name and picture, and the quotes they back arguments with. */
export function PersonView({ personRef }: { personRef: PersonRef }) {
  const { data } = useGetPersonQuery(personRef);
  const { requested, enabled } = useEditMode();
  if (!data) return null;
  const { Person, Quotes, HasMore } = data;
  return (
    <article className="artifact person" aria-labelledby="artifact-title">
      <EditPrompt noun="person" />
      <div className={enabled ? 'person__header person__header--editing' : 'person__header'}>
        <div className="person__picture">
          {enabled ? (
            <LazyImageUploader
              type="personimage"
              artifactID={Person.PersonID}
              imageURL={Person.ImageURL}
              alt={Person.Name}
              label="Upload a new image of this person"
            />
          ) : (
            <PersonImage name={Person.Name} imageURL={Person.ImageURL} />
          )}
        </div>
        <div className="person__heading">
          <p className="artifact__kind">Person</p>
          <EditableText
            type="person"
            id={Person.PersonID}
            field="Name"
            editLabel="name"
            value={Person.Name}
            deletableName={Person.Name}
          >
            <h1 id="artifact-title">{Person.Name}</h1>
          </EditableText>
        </div>
      </div>
      <PersonNav person={Person} reading={!requested} />
      <LazyWatchButton target={{ TargetType: 'person', TargetID: Person.PersonID }} noun="person" />
      <PersonQuotes name={Person.Name} quotes={Quotes} hasMore={HasMore} editing={enabled} />
    </article>
  );
}
