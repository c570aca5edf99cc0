import { Link } from 'react-router-dom';
import { EditableText } from '../../edit/components/editable-text';
import { EditPrompt } from '../../edit/components/edit-prompt';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { useListConvosQuery } from '../../convo/api/convo-api';
import { LazyImageUploader } from '../../upload/components/lazy-image-uploader';
import { useGetCategoryQuery } from '../api/category-api';
import '../../artifact/components/artifact.css';

/** The questions shown on a category's edit page (its full list is on the encyclopedia page). */
export const CATEGORY_QUESTIONS = 50;

/** The questions filed under the category. */
function CategoryQuestions({ id, link }: { id: string; link: string }) {
  const { data, isError } = useListConvosQuery({
    page: 1,
    perPage: CATEGORY_QUESTIONS,
    category: id,
  });
  let body;
  if (isError) body = <p role="alert">The questions could not be loaded.</p>;
  else if (!data) body = <p className="loading">Loading...</p>;
  else if (data.Convos.length === 0)
    body = <p className="muted">No questions in this category yet.</p>;
  else
    body = (
      <ul className="item-list" aria-label="Questions in the category">
        {data.Convos.map((convo) => (
          <li key={convo.ConvoID}>
            <Link className="item-list__title" to={convo.Link}>
              {convo.Title}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="category-questions">
      <h2 id="category-questions">Questions</h2>
      {body}
      <p>
        <Link to={link}>See the category in the encyclopedia</Link>
      </p>
    </section>
  );
}

/**
 * /edit/categories/{CategoryID}: the category's title (deletable by editors), description and
 * image, editable by editors, and the questions in it.
 */
export function CategoryEditView({ id }: { id: string }) {
  const { data } = useGetCategoryQuery(id);
  const { enabled } = useEditMode();
  if (!data) return null;
  const { Category } = data;
  return (
    <article className="artifact category" aria-labelledby="artifact-title">
      <EditPrompt noun="category" editorsOnly />
      <p className="artifact__kind">Category</p>
      <EditableText
        type="category"
        id={Category.CategoryID}
        field="Title"
        editLabel="title"
        value={Category.Title}
        deletableName={Category.Title}
      >
        <h1 id="artifact-title">{Category.Title}</h1>
      </EditableText>
      {enabled ? (
        <LazyImageUploader
          type="categoryimage"
          artifactID={Category.CategoryID}
          imageURL={Category.ImageURL}
          alt="The category's image"
          label="Upload a new image for the category"
        />
      ) : (
        Category.ImageURL && <img className="artifact__image" src={Category.ImageURL} alt="" />
      )}
      <EditableText
        type="category"
        id={Category.CategoryID}
        field="Description"
        editLabel="description"
        value={Category.Description}
        emptyText="No description yet"
      >
        {Category.Description ? <p className="lead">{Category.Description}</p> : null}
      </EditableText>
      <CategoryQuestions id={Category.CategoryID} link={Category.Link} />
    </article>
  );
}
