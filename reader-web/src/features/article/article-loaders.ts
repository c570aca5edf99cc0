import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery } from '../../shared/routing/preload';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import { artifactMeta, isEditPath } from '../artifact/artifact-meta';
import type { RouteMeta } from '../seo/page-meta';
import { redirectToCanonical } from '../slug/canonical-redirect';
import { articleApi } from './api/article-api';

/** The first words of an article's body, for its description. */
export function summaryOf(body: string, max = 200): string {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text;
}

/** /article/{id} and /edit/article/{id}. */
export function articleLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params, request } = args;
    const page = await loadQuery(
      storeOf(source, args),
      articleApi.endpoints.getArticle.initiate(params.id ?? ''),
    );
    const { Article } = page;
    redirectToCanonical(request, params.id ?? '', Article.ArticleID, Article.Link);
    return artifactMeta(
      Article.Title,
      summaryOf(Article.Body) || undefined,
      Article.Link,
      isEditPath(request),
    );
  };
}
