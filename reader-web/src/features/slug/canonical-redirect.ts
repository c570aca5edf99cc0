import { redirect } from 'react-router-dom';

/**
 * For the loaders of pages that may be read by a slug (/c, /p, /a, /tags, /article and their edit
 * pages): a page read by an old slug (or another spelling of its slug) moves for good (301) to its
 * canonical address, the same route with the page's own Link, which names its current slug. Read
 * by its id, a page stays where it is (ids keep working); its canonical link names the slug.
 */
export function redirectToCanonical(
  request: Request,
  address: string,
  id: string,
  link: string,
): void {
  if (address === id || address === link.slice(link.lastIndexOf('/') + 1)) return;
  const url = new URL(request.url);
  const editing = url.pathname.startsWith('/edit/');
  throw redirect(`${editing ? '/edit' : ''}${link}${url.search}`, 301);
}
