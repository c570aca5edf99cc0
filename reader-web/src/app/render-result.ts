export interface RenderResult {
  status: number;
  html: string;
  redirect?: string;
  /** False when some of the page's data could not be loaded (it shows a notice instead). */
  complete?: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** What a loader's Response (a redirect, usually) means for the server render's caller. */
export async function responseResult(response: Response): Promise<RenderResult> {
  const location = response.headers.get('Location');
  if (REDIRECT_STATUSES.has(response.status) && location) {
    return { status: response.status, html: '', redirect: location };
  }
  return { status: response.status, html: await response.text() };
}
