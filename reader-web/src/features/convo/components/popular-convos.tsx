import { Link } from 'react-router-dom';
import { useListConvosQuery } from '../api/convo-api';
import { POPULAR_ARGS } from '../list-params';
import { ConvoFigures } from './convo-figures';

/** The questions most people voted on (none until someone votes). */
export function PopularConvos() {
  const { data } = useListConvosQuery(POPULAR_ARGS);
  if (!data || data.Convos.length === 0) return null;
  return (
    <section aria-labelledby="popular-title" className="popular-convos">
      <h2 id="popular-title">Most voted on</h2>
      <ol className="item-list">
        {data.Convos.map((convo) => (
          <li key={convo.ConvoID}>
            <Link to={convo.Link} className="item-list__title">
              {convo.Title}
            </Link>
            <ConvoFigures convo={convo} />
          </li>
        ))}
      </ol>
    </section>
  );
}
