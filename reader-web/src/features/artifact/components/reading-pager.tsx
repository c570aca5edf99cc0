import { Link } from 'react-router-dom';
import type { ArtifactRefDto } from '../../../api/types';

interface ReadingPagerProps {
  /** Names the navigation, e.g. 'Positions of this question'. */
  label: string;
  /** 'position' or 'argument'. */
  noun: string;
  prev: ArtifactRefDto | null;
  next: ArtifactRefDto | null;
  /** Appended to each link, e.g. '#voting'. */
  hash?: string;
  /** Maps a server link into the current mode (read or edit). */
  toHref?: (link: string) => string;
}

/** Previous / next neighbours in reading order. */
export function ReadingPager({ label, noun, prev, next, hash = '', toHref }: ReadingPagerProps) {
  if (!prev && !next) return null;
  const href = (link: string) => (toHref ? toHref(link) : link) + hash;
  return (
    <nav aria-label={label} className="reading-pager">
      {prev && (
        <Link to={href(prev.Link)} rel="prev" className="reading-pager__prev">
          <span className="reading-pager__label">Previous {noun}</span>
          <span className="reading-pager__title">{prev.Title}</span>
        </Link>
      )}
      {next && (
        <Link to={href(next.Link)} rel="next" className="reading-pager__next">
          <span className="reading-pager__label">Next {noun}</span>
          <span className="reading-pager__title">{next.Title}</span>
        </Link>
      )}
    </nav>
  );
}
