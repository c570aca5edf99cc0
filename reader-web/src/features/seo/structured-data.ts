import type { Answer, Claim, QAPage, Question, WebPage, WithContext } from 'schema-dts';
import type { ArgPageDto, ConvoPageDto, PosPageDto } from '../../api/types';

/**
 * schema.org JSON-LD for read pages: a question is a `Question` whose positions are its suggested
 * `Answer`s, and arguments are `Claim`s. Links are paths here; `withOrigin` makes them absolute
 * once the public origin is known (loader data stays free of it).
 */
export type StructuredData = WithContext<QAPage> | WithContext<WebPage>;

function questionRef(convo: { Title: string; Link: string }): Question {
  return { '@type': 'Question', name: convo.Title, url: convo.Link };
}

function claimRef(arg: { Title: string; Description?: string; Link: string }): Claim {
  return {
    '@type': 'Claim',
    name: arg.Title,
    ...(arg.Description ? { text: arg.Description } : {}),
    url: arg.Link,
  };
}

function answerText(pos: { Title: string; Description: string }): string {
  return pos.Description ? `${pos.Title}. ${pos.Description}` : pos.Title;
}

export function convoStructuredData({ Convo, Positions }: ConvoPageDto): WithContext<QAPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    url: Convo.Link,
    mainEntity: {
      ...questionRef(Convo),
      text: Convo.Description,
      dateCreated: Convo.Created,
      dateModified: Convo.Modified,
      answerCount: Positions.length,
      suggestedAnswer: Positions.map((pos): Answer => ({
        '@type': 'Answer',
        name: pos.Title,
        text: answerText(pos),
        url: pos.Link,
        ...(pos.Arguments.length
          ? { hasPart: pos.Arguments.map((arg) => claimRef({ Title: arg.Title, Link: arg.Link })) }
          : {}),
      })),
    },
  };
}

export function posStructuredData({ Pos, Convo, Arguments }: PosPageDto): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: Pos.Link,
    mainEntity: {
      '@type': 'Answer',
      name: Pos.Title,
      text: answerText(Pos),
      url: Pos.Link,
      parentItem: questionRef(Convo),
      ...(Arguments.length ? { hasPart: Arguments.map(claimRef) } : {}),
    },
  };
}

export function argStructuredData({ Arg, Pos, Convo }: ArgPageDto): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: Arg.Link,
    mainEntity: {
      ...claimRef(Arg),
      isPartOf: {
        '@type': 'Answer',
        name: Pos.Title,
        url: Pos.Link,
        parentItem: questionRef(Convo),
      },
    },
  };
}

/** Every `url` that is a site path becomes absolute on `origin` (a copy; the input is kept). */
export function withOrigin<T>(value: T, origin: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withOrigin(item, origin)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      key === 'url' && typeof item === 'string' && item.startsWith('/') && !item.startsWith('//')
        ? origin + item
        : withOrigin(item, origin);
  }
  return copy as T;
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPED: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a <script> element: `<`, `>` and `&` are escaped, so no value can close
 * the element or open a comment, and the line separators JavaScript parsers once choked on.
 */
export function scriptJson(value: unknown): string {
  // One pass over the text (a page's state is tens of kilobytes, written at every render).
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => ESCAPED[char]);
}
