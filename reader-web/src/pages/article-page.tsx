import { useParams } from 'react-router-dom';
import { ArticleView } from '../features/article/components/article-view';

/** /article/:id and /edit/article/:id */
export function ArticlePage() {
  const { id = '' } = useParams();
  return <ArticleView id={id} />;
}
