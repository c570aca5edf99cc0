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

/** The head tags (stylesheets, modulepreloads) of route modules (reader-web's route-assets.ts). */
type RouteAssets = (modules: readonly string[]) => string;

type Render = (
  request: { url: string; origin: string; serverApi: ServerApi; assets?: RouteAssets },
  template: string,
) => Promise<RenderResult>;

/** What reader-web's server bundle exports. */
interface ServerEntry {
  render: Render;
  routeAssets?: (manifest: Record<string, unknown>) => RouteAssets;
}

/** Vite's client manifest (which chunks and CSS each module needs), or undefined when absent. */
export function readClientManifest(readerDist: string): Record<string, unknown> | undefined {
  const file = path.join(readerDist, 'client/.vite/manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new Error(`${file} is not a Vite manifest`);
  }
  return manifest as Record<string, unknown>;
}

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
  const { render, routeAssets } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const template = readFileSync(path.join(readerDist, 'client/index.html'), 'utf8');
  // A lazy page's HTML links its CSS and code, read once from the build's manifest.
  const manifest = readClientManifest(readerDist);
  const assets = manifest && routeAssets ? routeAssets(manifest) : undefined;
  // The render reads through the services of this very process: no HTTP to itself.
  const serverApi = createServerApi(app);
  return {
    render: (url) => render({ url, serverApi, origin: config.publicUrl, assets }, template),
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
