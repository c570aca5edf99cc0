import { ID_PATTERN } from '../common/id-validation.js';
import type { VoteTargetRef } from '../vote/own-votes.js';

/** What a reader page shows that is personal: the content it is about and its vote widgets. */
export interface PageSubject {
  /** The content the page is about, if any (its edit rights are asked for). */
  artifact: { kind: 'convo' | 'pos' | 'arg'; id: string } | null;
  /** The targets of the vote widgets the page shows. */
  votes: VoteTargetRef[];
}

const NOTHING: PageSubject = { artifact: null, votes: [] };
const PAGE = /^\/(?:edit\/)?([cpa])\/([^/]+)\/?$/;
const KINDS = { c: 'convo', p: 'pos', a: 'arg' } as const;

/**
 * The subject of a reader page from its path: /c/<id>, /p/<id>, /a/<id> and their /edit/ forms
 * (see reader-web's routes). A question page shows the question's vote, an argument page the
 * argument's; a position page none. Any other page has no subject.
 */
export function pageSubject(path: string): PageSubject {
  const match = PAGE.exec(path);
  if (!match || !ID_PATTERN.test(match[2])) return NOTHING;
  const kind = KINDS[match[1] as keyof typeof KINDS];
  const id = match[2];
  return {
    artifact: { kind, id },
    votes: kind === 'pos' ? [] : [{ type: kind, id }],
  };
}
