/**
 * Test support for uploads (imported by tests only). jsdom's FormData and File are not the ones
 * Node's fetch classes read, so a multipart body would reach the fake API as "[object FormData]":
 * useNodeFormData() puts Node's classes in their place for a test file, and withUploads() answers
 * the multipart calls, reading their fields, before the JSON fake API sees the rest.
 */
import type { FakeApi, FakeAnswer } from '../../test/fake-api';

const BOUNDARY = 'fake-boundary';

/** Node's own FormData and File (those a Request parses), whatever the test window has. */
export async function nodeFormClasses(): Promise<{
  FormData: typeof FormData;
  File: typeof File;
}> {
  const body =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\n` +
    `Content-Type: image/png\r\n\r\nx\r\n--${BOUNDARY}--\r\n`;
  const form = await new Request('http://localhost/', {
    method: 'POST',
    body,
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
  }).formData();
  return {
    FormData: form.constructor as typeof FormData,
    File: (form.get('f') as File).constructor as typeof File,
  };
}

/** Swaps the window's FormData for Node's; returns the File class to make test files with. */
export async function useNodeFormData(): Promise<{ File: typeof File; restore: () => void }> {
  const classes = await nodeFormClasses();
  const original = globalThis.FormData;
  globalThis.FormData = classes.FormData;
  return {
    File: classes.File,
    restore: () => {
      globalThis.FormData = original;
    },
  };
}

export interface UploadCall {
  /** Path below /api, e.g. '/upload/profileimage'. */
  path: string;
  image: File | null;
  extraParams: string | null;
}

export type UploadRoute = (call: UploadCall) => FakeAnswer | Promise<FakeAnswer>;

/** The fake API, with multipart POSTs answered by `route` (and recorded in `uploads`). */
export function withUploads(
  fake: FakeApi,
  route: UploadRoute,
): FakeApi & { uploads: UploadCall[] } {
  const uploads: UploadCall[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      return fake.fetchFn(request);
    }
    const form = await request.formData();
    const image = form.get('image');
    const extraParams = form.get('extraParams');
    const call: UploadCall = {
      path: new URL(request.url).pathname.replace(/^\/api(?=\/)/, ''),
      image: typeof image === 'string' ? null : image,
      extraParams: typeof extraParams === 'string' ? extraParams : null,
    };
    uploads.push(call);
    const answer = await route(call);
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { ...fake, fetchFn: fetchFn as typeof fetch, uploads };
}

/** The first bytes of a PNG: enough for a test picture. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
