import type { RouteMeta } from '../seo/page-meta';
import { isEditPathname } from './artifact-types';

export function isEditPath(request: Request): boolean {
  return isEditPathname(new URL(request.url).pathname);
}

export function artifactMeta(
  title: string,
  description: string | undefined,
  link: string,
  editing: boolean,
): RouteMeta {
  return {
    title: editing ? `Edit: ${title}` : title,
    description,
    // Edit pages point search engines at the read page and stay out of their index.
    canonicalPath: link,
    type: 'article',
    noindex: editing,
  };
}
