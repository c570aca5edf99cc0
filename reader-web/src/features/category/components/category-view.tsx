import { ArtifactNav } from '../../artifact/components/artifact-nav';
import { useGetCategoryQuery } from '../api/category-api';
import { CategoryQuestions } from './category-questions';
import '../../artifact/components/artifact.css';
import { LazyWatchButton } from '../../watch/components/lazy-watch-button';

/** /categories/{CategoryID}: a category, its image and description, and its questions. */
export function CategoryView({ id, page }: { id: string; page: number }) {
  const { data } = useGetCategoryQuery(id);
  if (!data) return null;
  const { Category } = data;
  return (
    <article className="artifact category" aria-labelledby="artifact-title">
      <p className="artifact__kind">Category</p>
      <h1 id="artifact-title">{Category.Title}</h1>
      <ArtifactNav type="category" id={Category.CategoryID} />
      <LazyWatchButton
        target={{ TargetType: 'category', TargetID: Category.CategoryID }}
        noun="category"
      />
      {Category.ImageURL && <img className="artifact__image" src={Category.ImageURL} alt="" />}
      {Category.Description && <p className="lead">{Category.Description}</p>}
      <CategoryQuestions id={Category.CategoryID} page={page} path={Category.Link} />
    </article>
  );
}
