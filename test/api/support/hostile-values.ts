/** Hostile request bodies, written as raw JSON text (supertest would re-encode JS strings). */

/** A JSON value nested `depth` levels deep: objects ({"a":{"a":...}}) or arrays ([[[...]]]). */
export function deepJson(depth: number, kind: 'object' | 'array' = 'object'): string {
  return kind === 'object'
    ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
    : '['.repeat(depth) + ']'.repeat(depth);
}

/** Stands for a raw JSON escape in a value given to `rawJson`. */
export const LONE_SURROGATE = '\u0001LONE_SURROGATE\u0001';
export const NUL = '\u0001NUL\u0001';
/** Stands for raw JSON text spliced in as is (for example a deep value). */
export function rawValue(json: string): string {
  return `\u0001RAW${json}\u0001`;
}

/**
 * JSON.stringify, then the markers above become a lone "\ud800" escape, a "\u0000" escape or raw
 * text: a JS string holding a lone surrogate could be re-encoded (as U+FFFD) before it is sent.
 */
export function rawJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll(JSON.stringify(LONE_SURROGATE).slice(1, -1), '\\ud800')
    .replaceAll(JSON.stringify(NUL).slice(1, -1), '\\u0000')
    .replace(/"\\u0001RAW(.*?)\\u0001"/g, (_match, json: string) => JSON.parse(`"${json}"`));
}

/** A JSON body in the API's {"body": ...} envelope, as raw text. */
export function envelope(body: unknown): string {
  return rawJson({ body });
}
