import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { createServerApi, type ServerApi } from './server-api.js';

export interface RenderResult {
  status: number;
  html: string;
  redirect?: string;
  /** False when some of the page's data failed to load: the answer must not be cached. */
  complete?: boolean;
}

type Render = (
  request: { url: string; origin: string; serverApi: ServerApi },
  template: string,
) => Promise<RenderResult>;

/** reader-web's server render, bound to this process's services and the built template. */
export interface PageRenderer {
  /** Renders the page at `url` (path and query, as received). */
  render(url: string): Promise<RenderResult>;
}

/** Loads reader-web's server bundle, or answers undefined when reader-web is not built. */
export async function loadPageRenderer(
  app: INestApplication,
  config: AppConfig,
  readerDist: string,
): Promise<PageRenderer | undefined> {
  const serverEntry = path.join(readerDist, 'server/entry-server.js');
  if (!existsSync(serverEntry)) return undefined;
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  const template = readFileSync(path.join(readerDist, 'client/index.html'), 'utf8');
  // The render reads through the services of this very process: no HTTP to itself.
  const serverApi = createServerApi(app);
  return {
    render: (url) => render({ url, serverApi, origin: config.publicUrl }, template),
  };
}

/** A redirect's status: the render's own when it is one, else 302. */
export function redirectStatus(result: RenderResult): number {
  return result.status >= 300 && result.status < 400 ? result.status : 302;
}

/** The page's Cache-Control: revalidate, or never store one whose data partly failed to load. */
export function pageCacheControl(result: RenderResult): string {
  return result.complete === false ? 'no-store' : 'no-cache';
}

/** Fixed text: nothing of the request or the error goes into the page. */
export const RENDER_FAILED_HTML =
  '<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Try again in a moment.</p>';
