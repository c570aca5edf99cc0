import type { ArtifactType } from './revision.entity.js';

/**
 * What a kind declares beside its behaviour (content-kinds.ts): its pages, its sitemap listing, the
 * words for its fields and actions. Everything the rest of the code and the front ends know of a
 * kind comes from here (kind-description.ts derives the rest once, at registration).
 */

/** How a structured field's value reads in history and the inbox (text fields read as they are). */
export type FieldShows =
  /** A JSON list of ids of that kind (an order of children, categories): their names. */
  | { ids: ArtifactType }
  /** One id of that kind (a move's new parent): its name. */
  | { id: ArtifactType }
  /** A JSON list of records (an argument's links): each by its title, with its detail after it. */
  | { records: { title: string; detail?: string } };

/** A field's words and reading, beyond its text rule. */
export interface FieldDeclaration {
  /** What a person calls it: 'counter-arguments'. By default its name in words ('further reading'). */
  label?: string;
  /** The history's words for an edit of it alone, where 'Edited the <label>' reads badly. */
  editLabel?: string;
  /** How its value reads, when it is not text a person wrote. */
  shows?: FieldShows;
}

/** A label that fits an action better for some of its ArgsJSON (an undo, one field). */
export interface LabelVariant {
  /** A dotted path into ArgsJSON: 'Undo', 'FieldName', 'New.ConvoID'. */
  at: string;
  /** The value it must have; without it, any value but none, '', null and false. */
  equals?: string | boolean;
  label: string;
}

/** What history, profiles and the inbox say a revision of an action did: 'Created the question'. */
export interface ActionLabel {
  label: string;
  /** Tried in order; the first that fits wins over `label`. */
  when?: readonly LabelVariant[];
}

/** A page's part in GET /api/me: its reader's edit rights (and votes) on the artifact it shows. */
export type PersonalPage = 'read' | 'edit';

/** Another page about one artifact of a kind (an admin request's internal edit page). */
export interface OtherPage {
  /** Its path, '{id}' standing for the artifact's id: '/internal/admin/edit/req/{id}'. */
  path: string;
  /** The access table's line whose `edit` rule decides edit rights there; the kind's by default. */
  accessKind?: string;
}

/** The reader pages of a kind that has pages of its own. */
export interface KindPage<E extends object = object> {
  /** Its read page's first path segment: /{level}/{id}. Unique among kinds. */
  level: string;
  /** The history page's level, where it is not `level`: /history/{historyLevel}/{id}. */
  historyLevel?: string;
  /** The property its read page is addressed by instead of its id (a person's alias). */
  addressKey?: keyof E & string;
  /** It has an edit page, /edit/{level}/{id}. */
  editPage?: boolean;
  /** Its read page may also be reached by a slug, /{level}/{slug} (slug/). */
  slugged?: boolean;
  /** Its read and edit pages show its vote widget (GET /api/me answers the reader's votes). */
  votes?: boolean;
  /** Which of its pages ask GET /api/me for edit rights: both by default (with an edit page). */
  personal?: readonly PersonalPage[];
  otherPages?: readonly OtherPage[];
}

/**
 * It is listed in the console (/api/admin/data/{name}) by the generic resource admin/ makes for
 * it: its text fields, name, link, creation and deletion, changed through the write path. Kinds
 * whose console shows more (counts, their own create) register a resource of their own instead.
 */
export interface KindConsole {
  /** Its name in the console's URLs: its plural by default ('widgets'). */
  name?: string;
}

/** Its read pages are listed in the sitemap, in files named after its plural: questions-1.xml. */
export interface KindSitemap {
  /**
   * SQL on the kind's row `t`, beyond 'not deleted and its parents live': when its page is worth
   * listing (a tag while something carries it). Written by the domain, never from a request.
   */
  listedWhen?: (row: string) => string;
}
