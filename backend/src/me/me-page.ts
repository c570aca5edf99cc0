import { ID_PATTERN } from '../common/id-validation.js';
import type { ContentKindRegistry } from '../revision/content-kind.registry.js';
import type { KindDescription } from '../revision/kind-description.js';
import { isPageAddress } from '../slug/slug-address.js';
import type { VoteTargetRef } from '../vote/own-votes.js';
import { VOTE_TARGETS, type VoteTarget } from '../vote/vote.entity.js';

/** What a reader page shows that is personal: the content it is about and its vote widgets. */
export interface PageSubject {
  /** The content the page is about, if any (its edit rights are asked for). */
  artifact: {
    kind: string;
    id: string;
    /** The access line whose edit rule decides edit rights on this page, when not the kind's. */
    accessKind?: string;
  } | null;
  /** The targets of the vote widgets the page shows. */
  votes: VoteTargetRef[];
}

/** A page of one kind that GET /api/me reads. */
interface PersonalPage {
  kind: string;
  /** Its address may be a slug (read as an id first), else it is an id. */
  bySlug: boolean;
  /** The vote widget it shows: its kind, one of the vote domain's targets. */
  votes: VoteTarget | null;
  accessKind?: string;
}

/** The vote target a kind's page shows; a widget no vote can be about is a registration error. */
function voteTarget(kind: KindDescription): VoteTarget | null {
  if (!kind.page?.votes) return null;
  const target = VOTE_TARGETS.find((type) => type === kind.type);
  if (!target)
    throw new Error(`The ${kind.type} kind's pages show a vote widget, but no vote is about it.`);
  return target;
}

const NOTHING: PageSubject = { artifact: null, votes: [] };
/** /{level}/{address} and /edit/{level}/{address}. */
const LEVEL_PAGE = /^\/(edit\/)?([^/]+)\/([^/]+)\/?$/;

/**
 * The pages whose subject /api/me asks about, from the kinds' registrations (their pages'
 * `personal`, `votes`, `slugged` and `otherPages`): read and edit pages by level, in maps, and the
 * other pages as patterns, all made once.
 */
function compile(kinds: readonly KindDescription[]) {
  const read = new Map<string, PersonalPage>();
  const edit = new Map<string, PersonalPage>();
  const others: [RegExp, PersonalPage][] = [];
  for (const kind of kinds) {
    const page = kind.page;
    if (!page) continue;
    const personal: PersonalPage = {
      kind: kind.type,
      bySlug: page.slugged,
      votes: voteTarget(kind),
    };
    if (page.personal.includes('read')) read.set(page.level, personal);
    if (page.personal.includes('edit')) edit.set(page.level, personal);
    for (const other of page.otherPages) {
      // Registration holds the path to /[a-z0-9/-]*{id} (kind-checks.ts): nothing to escape.
      const pattern = new RegExp(`^${other.path.replace('{id}', '([^/]+)')}/?$`);
      const accessKind = other.accessKind === kind.type ? {} : { accessKind: other.accessKind };
      others.push([pattern, { kind: kind.type, bySlug: false, votes: null, ...accessKind }]);
    }
  }
  return { read, edit, others };
}

function subject(page: PersonalPage, address: string): PageSubject {
  if (!(page.bySlug ? isPageAddress(address) : ID_PATTERN.test(address))) return NOTHING;
  const { kind, accessKind } = page;
  return {
    artifact: accessKind ? { kind, id: address, accessKind } : { kind, id: address },
    // By its id or, for a page read by its slug (/c/{slug}), by that slug: MeService reads the
    // votes of the artifact it names.
    votes: page.votes ? [{ type: page.votes, id: address }] : [],
  };
}

type Kinds = Pick<ContentKindRegistry, 'describeAll'>;

const compiled = new WeakMap<Kinds, ReturnType<typeof compile>>();

/**
 * The subject of a reader page from its path: the read and edit pages of the kinds that ask
 * (/c/<id>, /edit/c/<id>, ... by id, or by slug where the kind's pages may have one), with the vote
 * widget of a kind whose page shows one, and other pages of a kind (an admin request's internal
 * edit page) with the access line that decides edit rights there. Any other page has no subject.
 * The pages are compiled once per registry, on the first call (every kind is registered by then).
 */
export function pageSubject(kinds: Kinds, path: string): PageSubject {
  let pages = compiled.get(kinds);
  if (!pages) compiled.set(kinds, (pages = compile(kinds.describeAll())));
  const match = LEVEL_PAGE.exec(path);
  if (match) {
    const page = (match[1] ? pages.edit : pages.read).get(match[2]);
    if (page) return subject(page, match[3]);
  }
  for (const [pattern, page] of pages.others) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined) return subject(page, id);
  }
  return NOTHING;
}
