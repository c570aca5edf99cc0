import { Link } from 'react-router-dom';
import { ArtifactNav } from '../../artifact/components/artifact-nav';
import { TYPE_LABEL } from '../../artifact/artifact-types';
import { SlugTool } from '../../slug/components/lazy-slug-input';
import { useGetTagQuery } from '../api/tag-api';
import '../../artifact/components/artifact.css';

/** A tag and the questions and arguments that carry it. */
export function TagView({ id }: { id: string }) {
  const { data } = useGetTagQuery(id);
  if (!data) return null;
  const { Tag, Description, Items } = data;
  return (
    <article className="artifact" aria-labelledby="artifact-title">
      <p className="artifact__kind">Tag</p>
      <h1 id="artifact-title">{Tag.Name}</h1>
      <ArtifactNav type="tag" id={Tag.TagID} />
      {Description && <p className="lead">{Description}</p>}
      <SlugTool artifactType="tag" artifactID={Tag.TagID} withoutEditMode />
      {Items.length === 0 ? (
        <p className="muted">Nothing carries this tag at the moment.</p>
      ) : (
        <ul className="item-list" aria-label={`Tagged ${Tag.Name}`}>
          {Items.map((item) => (
            <li key={`${item.ArtifactType}-${item.ArtifactID}`}>
              <Link to={item.Link}>{item.Title}</Link>{' '}
              <span className="type-badge">{TYPE_LABEL[item.ArtifactType]}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
