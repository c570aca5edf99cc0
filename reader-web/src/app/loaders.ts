import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { argApi } from '../features/arg/api/arg-api';
import { authApi } from '../features/auth/api/auth-api';
import {
  isEditPathname,
  isLevel,
  TYPE_LABEL,
  TYPE_OF_LEVEL,
} from '../features/artifact/artifact-types';
import { convoApi } from '../features/convo/api/convo-api';
import { CONVOS_PER_PAGE, listParams } from '../features/convo/list-params';
import { posApi } from '../features/pos/api/pos-api';
import { quoteApi } from '../features/quote/api/quote-api';
import { preloadReferences } from '../features/reference/reference-loaders';
import { revisionApi } from '../features/revision/api/revision-api';
import type { MetaHandle, RouteMeta } from '../features/seo/page-meta';
import { redirectToCanonical } from '../features/slug/canonical-redirect';
import {
  argStructuredData,
  convoStructuredData,
  posStructuredData,
} from '../features/seo/structured-data';
import { tagApi } from '../features/tag/api/tag-api';
import { loadQuery, preloadQuery, type RouteErrorData } from '../shared/routing/preload';
import { storeOf, type StoreSource } from '../shared/routing/store-source';

/** Loaders of data pages return their head metadata; the route's handle passes it on. */
export const loaderMeta: MetaHandle = { meta: (loaded) => loaded as RouteMeta };

function pathnameOf(request: Request): string {
  return new URL(request.url).pathname;
}

/**
 * Who the visitor is stays out of the server render (the routes built with 'render'), so its HTML
 * is the same for everyone; the browser asks for it (a hydrated page never runs this loader: its
 * header asks on mount).
 */
export function rootLoader(source: StoreSource) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (source !== 'render') {
      await preloadQuery(source, authApi.endpoints.getMe.initiate(pathnameOf(request)));
    }
    return null;
  };
}

export function isEditPath(request: Request): boolean {
  return isEditPathname(pathnameOf(request));
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

export function convoLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params, request } = args;
    const store = storeOf(source, args);
    const page = await loadQuery(store, convoApi.endpoints.getConvo.initiate(params.id ?? ''));
    redirectToCanonical(request, params.id ?? '', page.Convo.ConvoID, page.Convo.Link);
    const editing = isEditPath(request);
    return {
      ...artifactMeta(page.Convo.Title, page.Convo.Description, page.Convo.Link, editing),
      structuredData: convoStructuredData(page),
    };
  };
}

export function posLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params, request } = args;
    const store = storeOf(source, args);
    const page = await loadQuery(store, posApi.endpoints.getPos.initiate(params.id ?? ''));
    redirectToCanonical(request, params.id ?? '', page.Pos.PosID, page.Pos.Link);
    const editing = isEditPath(request);
    const description = page.Pos.Description || `A position on “${page.Convo.Title}”`;
    return {
      ...artifactMeta(page.Pos.Title, description, page.Pos.Link, editing),
      structuredData: posStructuredData(page),
    };
  };
}

export function argLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params, request } = args;
    const store = storeOf(source, args);
    const id = params.id ?? '';
    const [page] = await Promise.all([
      loadQuery(store, argApi.endpoints.getArg.initiate(id)),
      preloadQuery(store, argApi.endpoints.getNextArg.initiate(id)),
    ]);
    redirectToCanonical(request, id, page.Arg.ArgID, page.Arg.Link);
    // Read by its slug: the page asks for where to read on by the argument's id.
    if (id !== page.Arg.ArgID) {
      await preloadQuery(store, argApi.endpoints.getNextArg.initiate(page.Arg.ArgID));
    }
    await preloadReferences(store, page);
    // Not loadQuery: the argument still shows when its quotes cannot be read.
    await preloadQuery(store, quoteApi.endpoints.getArgQuotes.initiate(page.Arg.ArgID));
    const editing = isEditPath(request);
    return {
      ...artifactMeta(page.Arg.Title, page.Arg.Description, page.Arg.Link, editing),
      structuredData: argStructuredData(page),
    };
  };
}

export function tagLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params, request } = args;
    const store = storeOf(source, args);
    const page = await loadQuery(store, tagApi.endpoints.getTag.initiate(params.id ?? ''));
    redirectToCanonical(request, params.id ?? '', page.Tag.TagID, page.Tag.Link);
    const editing = isEditPath(request);
    return {
      title: `${editing ? 'Edit: ' : ''}Tag: ${page.Tag.Name}`,
      description: page.Description || `Questions and arguments tagged ${page.Tag.Name}.`,
      canonicalPath: page.Tag.Link,
      ...(editing ? { noindex: true } : {}),
    };
  };
}

export function historyLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { params } = args;
    const store = storeOf(source, args);
    const level = params.level ?? '';
    if (!isLevel(level)) {
      throw data(
        {
          title: 'Unknown history type',
          message: `There is no history for "${level}". Histories exist for questions (c), positions (p), arguments (a), tags, people, requests, articles and categories.`,
        } satisfies RouteErrorData,
        { status: 404 },
      );
    }
    const type = TYPE_OF_LEVEL[level];
    const history = await loadQuery(
      store,
      revisionApi.endpoints.getHistory.initiate({ type, id: params.id ?? '' }),
    );
    const name = history.pages[0]?.Revisions[0]?.ArtifactName;
    return {
      title: name ? `History of ${name}` : 'History',
      description: `Every change to this ${TYPE_LABEL[type].toLowerCase()}, newest first.`,
      noindex: true,
    };
  };
}

export function encyclopediaLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const { request } = args;
    const store = storeOf(source, args);
    const url = new URL(request.url);
    const { page, category } = listParams(url.searchParams);
    // Not loadQuery: the page still shows (with a notice) when the list cannot be loaded.
    await preloadQuery(
      store,
      convoApi.endpoints.listConvos.initiate({ page, perPage: CONVOS_PER_PAGE, category }),
    );
    const plain = page === 1 && !category;
    return {
      title: page > 1 ? `Questions, page ${page}` : undefined,
      canonicalPath: plain ? '/' : url.pathname + url.search,
    };
  };
}
