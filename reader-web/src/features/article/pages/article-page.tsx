import { useParams } from 'react-router-dom';
import { ArticleView } from '../components/article-view';

// The route loader comes with the page (see ../routes.tsx).
export { articleLoader } from '../article-loaders';

/** /article/:id and /edit/article/:id */
export function ArticlePage() {
  const { id = '' } = useParams();
  return <ArticleView id={id} />;
}
