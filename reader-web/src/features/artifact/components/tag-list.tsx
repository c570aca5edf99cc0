import { Link } from 'react-router-dom';
import type { TagRefDto } from '../../../api/types';

export function TagList({ tags }: { tags: TagRefDto[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.TagID}>
          <Link to={tag.Link}>{tag.Name}</Link>
        </li>
      ))}
    </ul>
  );
}
