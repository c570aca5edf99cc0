import { type Token, Tokenizer, TokenizerMode } from 'parse5';
import { httpAddressOrNone } from '../common/web-address.js';
import { MAX_URL_CHARS } from '../link/link-rules.js';

/** A page's picture and icon for a link card, as absolute http(s) addresses ('' when none). */
export interface PagePreview {
  image: string;
  icon: string;
}

const IMAGE_KEYS = [
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'twitter:image',
  'twitter:image:src',
];

/** Icon link relations, best first (a small site icon suits a link card). */
const ICON_RELS = ['icon', 'shortcut icon', 'apple-touch-icon', 'apple-touch-icon-precomposed'];

/** Elements whose content the tokenizer must read as text, as the tree builder would tell it. */
const TEXT_MODES: Record<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

function attr(token: Token.TagToken, name: string): string | undefined {
  return token.attrs.find((a) => a.name === name)?.value;
}

/** An address resolved against the page's base: absolute http(s) and not too long, or ''. */
export function absoluteHttpUrl(value: string | undefined, base: URL): string {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > MAX_URL_CHARS) return '';
  return httpAddressOrNone(trimmed, MAX_URL_CHARS, base) ?? '';
}

/**
 * The og:image (or twitter:image) and the site icon (link rel=icon, then apple-touch-icon) of an
 * HTML page read from `pageUrl`, resolved against its <base href> or its address.
 */
export function extractPreview(html: string, pageUrl: URL): PagePreview {
  const images = new Map<string, string>();
  const icons = new Map<string, string>();
  let base: string | undefined;
  // parse5's tokenizer alone (linear in the page's size, whatever its nesting; the tree builder
  // is not, on hostile markup), told where text-only elements start as its tree builder would.
  const noop = () => undefined;
  const tokenizer: Tokenizer = new Tokenizer(
    {},
    {
      onStartTag(token) {
        const name = token.tagName;
        if (name === 'meta') {
          const key = (attr(token, 'property') ?? attr(token, 'name') ?? '').trim().toLowerCase();
          const content = attr(token, 'content');
          if (IMAGE_KEYS.includes(key) && content && !images.has(key)) images.set(key, content);
        } else if (name === 'link') {
          const rel = (attr(token, 'rel') ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
          const href = attr(token, 'href');
          if (ICON_RELS.includes(rel) && href && !icons.has(rel)) icons.set(rel, href);
        } else if (name === 'base' && base === undefined) {
          base = attr(token, 'href');
        } else if (Object.hasOwn(TEXT_MODES, name) && !token.selfClosing) {
          tokenizer.state = TEXT_MODES[name];
        }
      },
      onEndTag: noop,
      onComment: noop,
      onDoctype: noop,
      onEof: noop,
      onCharacter: noop,
      onNullCharacter: noop,
      onWhitespaceCharacter: noop,
    },
  );
  tokenizer.write(html, true);
  const baseUrl = base ? absoluteHttpUrl(base, pageUrl) : '';
  const resolveAgainst = baseUrl ? new URL(baseUrl) : pageUrl;
  const first = (keys: string[], found: Map<string, string>) => {
    for (const key of keys) {
      const url = absoluteHttpUrl(found.get(key), resolveAgainst);
      if (url) return url;
    }
    return '';
  };
  return { image: first(IMAGE_KEYS, images), icon: first(ICON_RELS, icons) };
}
