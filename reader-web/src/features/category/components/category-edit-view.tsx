import { ArtifactNav } from '../../artifact/components/artifact-nav';
import { EditableText } from '../../edit/components/editable-text';
import { EditPrompt } from '../../edit/components/edit-prompt';
import { EditTools } from '../../edit/components/edit-tools';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { LazyImageUploader } from '../../upload/components/lazy-image-uploader';
import { useGetCategoryQuery } from '../api/category-api';
import { CategoryQuestions } from './category-questions';
import { NewCategoryButton } from './new-category-button';
import '../../artifact/components/artifact.css';

/**
 * /edit/categories/{CategoryID}: the category's title (deletable by editors), description and
 * image, editable by editors, and the questions in it.
 */
export function CategoryEditView({ id, page }: { id: string; page: number }) {
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
      <ArtifactNav type="category" id={Category.CategoryID} />
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
      <EditTools label="Category tools">
        <NewCategoryButton />
      </EditTools>
      <CategoryQuestions
        id={Category.CategoryID}
        page={page}
        path={`/edit/categories/${Category.CategoryID}`}
      />
    </article>
  );
}
