import { Link } from 'react-router-dom';
import { useGetGuideQuery } from '../api/article-api';

/** The front door's invitation to the article that explains the site, when there is one. */
export function GuideCard() {
  const { data } = useGetGuideQuery();
  const guide = data?.Guide;
  if (!guide) return null;
  return (
    <aside className="guide-card" aria-labelledby="guide-title">
      <h2 id="guide-title">New here?</h2>
      <p>{guide.Summary}</p>
      <p>
        <Link to={guide.Link}>{guide.Title}</Link>
      </p>
    </aside>
  );
}
