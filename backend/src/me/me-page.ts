import { ID_PATTERN } from '../common/id-validation.js';
import { isPageAddress } from '../slug/slug-address.js';
import type { VoteTargetRef } from '../vote/own-votes.js';

/** What a reader page shows that is personal: the content it is about and its vote widgets. */
export interface PageSubject {
  /** The content the page is about, if any (its edit rights are asked for). */
  artifact: {
    kind: 'convo' | 'pos' | 'arg' | 'req' | 'article' | 'category' | 'person' | 'tag';
    id: string;
    /** The access table's line that decides edit rights, when not the kind's (an admin request's page). */
    accessKind?: string;
  } | null;
  /** The targets of the vote widgets the page shows. */
  votes: VoteTargetRef[];
}

const NOTHING: PageSubject = { artifact: null, votes: [] };
const PAGE = /^\/(?:edit\/)?([cpa])\/([^/]+)\/?$/;
const KINDS = { c: 'convo', p: 'pos', a: 'arg' } as const;
/** Pages about other content: requests, articles, categories, people and tags (reader-web's routes). */
const OTHER_PAGES: readonly [RegExp, NonNullable<PageSubject['artifact']>['kind'], string?][] = [
  [/^\/(?:edit\/)?req\/([^/]+)\/?$/, 'req'],
  // Admin requests have a line of their own (req.kind).
  [/^\/internal\/admin\/edit\/req\/([^/]+)\/?$/, 'req', 'adminReq'],
  [/^\/(?:edit\/)?article\/([^/]+)\/?$/, 'article'],
  [/^\/edit\/categories\/([^/]+)\/?$/, 'category'],
  [/^\/edit\/person\/([^/]+)\/?$/, 'person'],
  [/^\/edit\/tags\/([^/]+)\/?$/, 'tag'],
];

/**
 * The subject of a reader page from its path: /c/<id>, /p/<id>, /a/<id> and their /edit/ forms
 * (see reader-web's routes). A question page shows the question's vote, an argument page the
 * argument's; a position page none. Request, article, category and person pages (OTHER_PAGES) have
 * a subject and no votes. Any other page has no subject.
 */
export function pageSubject(path: string): PageSubject {
  for (const [pattern, kind, accessKind] of OTHER_PAGES) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined) {
      // An article or a tag may be read by its slug too (/article/{slug}, /tags/{slug}).
      const bySlug = kind === 'article' || kind === 'tag';
      if (!(bySlug ? isPageAddress(id) : ID_PATTERN.test(id))) return NOTHING;
      return { artifact: accessKind ? { kind, id, accessKind } : { kind, id }, votes: [] };
    }
  }
  // By its id or, for a page read by its slug (/c/{slug}), by that slug: MeService reads the
  // votes of the artifact it names.
  const match = PAGE.exec(path);
  if (!match || !isPageAddress(match[2])) return NOTHING;
  const kind = KINDS[match[1] as keyof typeof KINDS];
  const id = match[2];
  return {
    artifact: { kind, id },
    votes: kind === 'pos' ? [] : [{ type: kind, id }],
  };
}
