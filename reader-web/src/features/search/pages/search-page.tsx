import { useSearchParams } from 'react-router-dom';
import { SearchResults } from '../components/search-results';
import { searchParams } from '../search-params';

/** /search?q=&page=: every result the search box's list cuts off, page by page. */
export function SearchPage() {
  const [search] = useSearchParams();
  return <SearchResults {...searchParams(search)} />;
}
