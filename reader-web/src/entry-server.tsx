import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';
import { api } from './shared/api/api';
import type { ServerAnswer, ServerApi, ServerApiContext } from './shared/api/api-context';
import { appStateScript, serializeRouterErrors } from './app/hydration';
import { createRoutes } from './app/routes';
import { createAppStore, type AppStore } from './shared/store/store';
import type { RenderContext } from './shared/routing/store-source';
import { fillTemplate } from './app/template';
import { responseResult, type RenderResult } from './app/render-result';
import { linkRouteAssets, routeModules, type RouteAssets } from './app/route-assets';
import { errorMeta, routeErrorDetails } from './app/route-error';
import { renderHeadTags, resolvePageMeta } from './features/seo/page-meta';

/**
 * What a page's render depends on: its address, and nothing about the visitor, so the same page
 * renders the same HTML for everyone (what is personal, the browser asks for after load).
 */
export interface RenderRequest {
  /** Path and query of the page, as received (req.originalUrl). */
  url: string;
  /** Public origin (https://example.org) for canonical and og:url; relative URLs when absent. */
  origin?: string;
  /** The API's GET endpoints, answered by the server's own services: no HTTP to itself. */
  serverApi: ServerApi;
  /**
   * The head tags (stylesheets, modulepreloads) of the matched lazy routes' modules, built once
   * from the client build's manifest (routeAssets); absent without a build (dev, tests).
   */
  assets?: RouteAssets;
}

export type { RenderResult, ServerAnswer, ServerApi };
export { routeAssets, type ClientManifest, type RouteAssets } from './app/route-assets';

function reportServerErrors(context: StaticHandlerContext): void {
  for (const error of Object.values(context.errors ?? {})) {
    if (!isRouteErrorResponse(error)) console.error('reader-web render error:', error);
  }
}

/** A query that failed still lets some pages render (with a notice): such a page is not final. */
function hasFailedQuery(store: AppStore): boolean {
  const queries = store.getState()[api.reducerPath].queries;
  return Object.values(queries).some((query) => query?.status === 'rejected');
}

/** Built once: the routes find each render's store in the request context. */
let staticHandler: StaticHandler | undefined;

function renderApp(store: AppStore, handler: StaticHandler, context: StaticHandlerContext) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        {/* Hydration data goes into our own JSON script, outside the React root. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
  );
}

/** Server-renders one page into the index.html template. */
export async function render(request: RenderRequest, template: string): Promise<RenderResult> {
  const apiContext: ServerApiContext = { serverApi: request.serverApi, unserved: new Set() };
  const store = createAppStore(apiContext);
  try {
    const handler = (staticHandler ??= createStaticHandler(createRoutes('render')));
    const url = new URL(request.url, request.origin ?? 'http://localhost');
    const requestContext: RenderContext = { store };
    const context = await handler.query(new Request(url), { requestContext });
    if (context instanceof Response) return await responseResult(context);
    reportServerErrors(context);
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    // A loader needing an endpoint that serverApi lacks is a bug, not a page to cache or show.
    if (apiContext.unserved.size > 0) {
      throw new Error(`serverApi does not serve ${[...apiContext.unserved].join(', ')}`);
    }

    const app = renderApp(store, handler, context);
    const meta = resolvePageMeta({
      matches: context.matches.map((match) => ({
        handle: match.route.handle,
        data: context.loaderData[match.route.id],
      })),
      origin: request.origin ?? '',
      pathname: url.pathname,
      errorStatus: context.errors ? context.statusCode : undefined,
      errorMeta: context.errors
        ? errorMeta(routeErrorDetails(Object.values(context.errors)[0]))
        : undefined,
    });
    const state = appStateScript({
      store: { [api.reducerPath]: store.getState()[api.reducerPath] },
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeRouterErrors(context.errors),
      },
    });
    // A lazy page's CSS and code, linked so its HTML paints styled and its code loads at once.
    const modules = routeModules(context.matches.map((match) => match.route.handle));
    const assets = modules.length > 0 && request.assets ? request.assets(modules) : '';
    const html = linkRouteAssets(
      fillTemplate(template, { head: renderHeadTags(meta), app, state }),
      assets,
    );
    return { status: context.statusCode, html, complete: !hasFailedQuery(store) };
  } finally {
    // Drops cache-removal timers, so nothing keeps this request's store alive.
    store.dispatch(api.util.resetApiState());
  }
}
