import { Link } from 'react-router-dom';
import { useCan } from '../../auth/hooks/use-can';
import { ArtifactNav } from '../../artifact/components/artifact-nav';
import { inMode, TYPE_LABEL } from '../../artifact/artifact-types';
import { EditableText } from '../../edit/components/editable-text';
import { EditPrompt } from '../../edit/components/edit-prompt';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { SlugTool } from '../../slug/components/lazy-slug-input';
import { useGetTagQuery } from '../api/tag-api';
import '../../artifact/components/artifact.css';

const NAME_HINT =
  'Renaming a tag renames it in the Tags of every question and argument that carries it.';

/**
 * A tag and the questions and arguments that carry it; on /edit/tags/{id}, its name (for those the
 * server lets rename tags: a rename changes everything tagged) and description in the Edit field
 * modal.
 */
export function TagView({ id }: { id: string }) {
  const { data } = useGetTagQuery(id);
  const { enabled } = useEditMode();
  const mayRename = useCan().kind('tag').Fields?.Name === true;
  if (!data) return null;
  const { Tag, Description, Items } = data;
  const heading = <h1 id="artifact-title">{Tag.Name}</h1>;
  return (
    <article className="artifact" aria-labelledby="artifact-title">
      <EditPrompt noun="tag" />
      <p className="artifact__kind">Tag</p>
      {mayRename ? (
        <EditableText
          type="tag"
          id={Tag.TagID}
          field="Name"
          editLabel="name"
          value={Tag.Name}
          hint={NAME_HINT}
        >
          {heading}
        </EditableText>
      ) : (
        heading
      )}
      <ArtifactNav type="tag" id={Tag.TagID} />
      <EditableText
        type="tag"
        id={Tag.TagID}
        field="Description"
        editLabel="description"
        value={Description}
        onlyInEdit={Description.trim() === ''}
        emptyText="No description yet"
      >
        <p className="lead">{Description}</p>
      </EditableText>
      <SlugTool artifactType="tag" artifactID={Tag.TagID} />
      {Items.length === 0 ? (
        <p className="muted">Nothing carries this tag at the moment.</p>
      ) : (
        <ul className="item-list" aria-label={`Tagged ${Tag.Name}`}>
          {Items.map((item) => (
            <li key={`${item.ArtifactType}-${item.ArtifactID}`}>
              <Link to={inMode(item.Link, enabled)}>{item.Title}</Link>{' '}
              <span className="type-badge">{TYPE_LABEL[item.ArtifactType]}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
