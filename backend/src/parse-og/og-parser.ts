import { type Token, Tokenizer, TokenizerMode } from 'parse5';
import { httpAddressOrNone } from '../common/web-address.js';
import { LINK_TITLE_RULE, MAX_URL_CHARS } from '../link/link-rules.js';

/**
 * A page's picture and icon for a link card, as absolute http(s) addresses ('' when none), and its
 * title as a link's title can hold it ('' when none).
 */
export interface PagePreview {
  image: string;
  icon: string;
  title: string;
}

/** The longest title read: what a link's title may hold. */
const MAX_TITLE_CHARS = LINK_TITLE_RULE.max;

const TITLE_KEYS = ['og:title', 'twitter:title'];

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

/** A title as one line: control characters gone, runs of spaces made one, cut at 200 characters. */
function cleanTitle(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const line = (raw ?? '').replace(/[\u0000-\u001F\u007F\s]+/gu, ' ').trim();
  return [...line].slice(0, MAX_TITLE_CHARS).join('').trim();
}

/**
 * The og:image (or twitter:image) and the site icon (link rel=icon, then apple-touch-icon) of an
 * HTML page read from `pageUrl`, resolved against its <base href> or its address; its title from
 * og:title, twitter:title or its <title>.
 */
export function extractPreview(html: string, pageUrl: URL): PagePreview {
  const images = new Map<string, string>();
  const icons = new Map<string, string>();
  const titles = new Map<string, string>();
  let base: string | undefined;
  // The first <title>'s text, while it is being read (null before and after).
  let titleText: string | null = null;
  let titleElement: string | undefined;
  const text = (token: { chars: string }) => {
    if (titleText !== null) titleText += token.chars;
  };
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
          if (TITLE_KEYS.includes(key) && content && !titles.has(key)) titles.set(key, content);
        } else if (name === 'link') {
          const rel = (attr(token, 'rel') ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
          const href = attr(token, 'href');
          if (ICON_RELS.includes(rel) && href && !icons.has(rel)) icons.set(rel, href);
        } else if (name === 'base' && base === undefined) {
          base = attr(token, 'href');
        } else if (Object.hasOwn(TEXT_MODES, name) && !token.selfClosing) {
          tokenizer.state = TEXT_MODES[name];
          if (name === 'title' && titleElement === undefined) titleText = '';
        }
      },
      onEndTag(token) {
        if (token.tagName === 'title' && titleText !== null) {
          titleElement = titleText;
          titleText = null;
        }
      },
      onComment: noop,
      onDoctype: noop,
      onEof: noop,
      onCharacter: text,
      onNullCharacter: noop,
      onWhitespaceCharacter: text,
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
  const title =
    [...TITLE_KEYS.map((key) => titles.get(key)), titleElement ?? titleText ?? undefined]
      .map(cleanTitle)
      .find((candidate) => candidate !== '') ?? '';
  return { image: first(IMAGE_KEYS, images), icon: first(ICON_RELS, icons), title };
}
