import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Actor, KindAccess } from '../common/access.js';
import { checkText, type TextRule, capitalized, withArticle } from '../common/text-rules.js';
import type {
  ActionLabel,
  FieldDeclaration,
  KindConsole,
  KindPage,
  KindSitemap,
  LabelVariant,
} from './kind-declarations.js';
import { isPermutation, mergeOrder } from './ordering.js';
import type { ArtifactType, DiffEntry, Snapshot } from './revision.entity.js';

/** What the search index stores for a live artifact (its title weighs more than its body). */
export interface SearchFields {
  title: string;
  body: string;
  link: string;
}

/**
 * An action of one kind beyond the generic verbs (ArgAddExternalLink): its ArgsJSON schema and what
 * it does to the locked, live artifact. The write path records the revision of its changes like any
 * other action's, so revert and undo need nothing more than the kind's snapshot and applyField.
 */
export interface KindAction<E extends object = object> {
  /** The class-validator class of its ArgsJSON: these fields and no others. */
  args: new () => object;
  /** The revision description when the user gives none ("Add link"). */
  defaultDescription?: string;
  /** What history says its revisions did: 'Added a link'. */
  label: string;
  /** Labels that fit better for some of its ArgsJSON. */
  when?: readonly LabelVariant[];
  apply(ctx: {
    manager: EntityManager;
    entity: E;
    /** Already validated against `args`. */
    args: object;
    user: Actor;
    before: Snapshot;
  }): Promise<{ location?: string; recordedArgs?: object }>;
}

/**
 * One kind of content (a question, a position, a tag...), as its domain describes it to the write
 * path. The write path knows only this: every column, rule and side effect of a kind lives in its
 * domain's `*.kind.ts`, registered with the ContentKindRegistry.
 */
export interface ArtifactKind<E extends object = object> {
  type: ArtifactType;
  /** Prefix of its action names: ConvoEditTextField, ConvoDelete, ConvoRevert. */
  typeName: string;
  /** What a person calls it in a message: "question". */
  noun: string;
  /** What a person calls several: "questions" (the sitemap's file names: questions-1.xml). */
  plural: string;
  entity: EntityTarget<E>;
  /** Its reader pages, when it has pages of its own. */
  page?: KindPage<E>;
  /** Its read pages are listed in the sitemap (it needs a page). */
  sitemap?: KindSitemap;
  /** It is listed in the console by a resource made from this registration (admin/). */
  console?: KindConsole;
  /**
   * The words for its fields and how their values read: each field a revision records beyond its
   * text rules (an order, links, an id) needs one; a text field only where its name in words reads
   * badly.
   */
  fields?: Record<string, FieldDeclaration>;
  /**
   * Better labels for its generic actions ({Type}Create, {Type}Edit...) than the ones made from
   * its noun; its own actions carry theirs.
   */
  actionLabels?: Record<string, ActionLabel>;
  /** The inbox entry an editor sees for each of its revisions; none when it has no inbox. */
  inboxKind?: string;
  /** Its editable text fields (snapshot name -> column and limits). */
  textRules: Record<string, TextRule>;
  /** The order field (PosOrderJSON / ArgOrderJSON), for kinds with ordered children. */
  orderField?: string;
  /**
   * Fields its `{Type}Edit` action sets together in one revision (QuoteEdit: a quote's text,
   * source, role, date and person), each checked by applyField; without it the kind has no
   * such action.
   */
  editFields?: readonly string[];
  /**
   * The text fields whose meaning votes rate (an argument's Title, Argument and Counter
   * Arguments): a revision that changes them beyond a typo fix, or whose editor says it changes
   * what the artifact says, starts a new version (revision/substantive.ts).
   */
  versionedFields?: readonly string[];
  /** A move to another parent: the action that does it (ArgSetPos) and the field it sets. */
  move?: { actionName: string; field: string };
  /** Its own actions by full name (ArgAddExternalLink), each starting with typeName. */
  actions?: Record<string, KindAction<E>>;
  /**
   * Refuses (throws) a change the user may not make, whichever action made it: an edit, a revert
   * or an undo (an argument's link removed needs a mod, even by a revert). Judged on the values,
   * and on the changed row itself when the rule depends on more than its snapshot (only editors
   * change an admin request; a request about deleted content is not changed).
   */
  checkChange?(
    before: Snapshot,
    after: Snapshot,
    user: Actor,
    context: ChangeContext<E>,
  ): void | Promise<void>;
  /**
   * Its exceptions to the access table's defaults (common/access.ts), registered with it: who may
   * delete it (and revert or undo across a deletion; `nobody` means it cannot be deleted), and
   * fields that need more than the edit rule, by edit, revert or undo (a tag's Name).
   */
  access?: Omit<KindAccess, 'noun'>;
  /**
   * The access table's line whose rules decide changes to this artifact when it is not the kind's
   * own (an admin request: adminReq); histories tell the clients, so they offer what it allows.
   */
  accessKindOf?(entity: E): string | undefined;
  name(entity: E): string;
  /** Its reader link; `kinds` (given by the write path) for a kind whose link is another's page. */
  link(entity: E, kinds?: KindLookup): string;
  deletedLocation?(entity: E): string;
  /**
   * The kind it lives under (a position's question, an argument's position), if any, and the
   * property holding the parent's id: how the engine walks up to the parents and lists children.
   */
  parent?: { type: ArtifactType; key: keyof E & string };
  /**
   * Read keys (common/read-keys.ts) a write of it touches besides its own, its parents' and its
   * kind's lists (change-keys.ts): the pages of other artifacts that show it (a quote: its
   * person's page), given the row as written and the change's diff (the person it had before).
   */
  touches?(entity: E, diff: readonly DiffEntry[]): string[];
  /** How it is found by search; without it the kind is not indexed. */
  search?(entity: E): SearchFields;
  /** Its whole editable state: what a revision records and a revert restores. */
  snapshot(manager: EntityManager, entity: E): Promise<Snapshot>;
  /** Sets one snapshot field (text, order, Deleted, a move) on a locked entity. */
  applyField(manager: EntityManager, entity: E, field: string, value: string | null): Promise<void>;
}

/** Other kinds, by type, for a kind that links to another's page (a slug). */
export interface KindLookup {
  has(type: string): boolean;
  get(type: string): Pick<ArtifactKind, 'page'>;
}

/** What a kind's checkChange may read beyond the snapshots, inside the change's transaction. */
export interface ChangeContext<E extends object = object> {
  /** The changed row (locked), as it will be saved. */
  entity: E;
  /** Whether that artifact exists and neither it nor anything it lives under is deleted. */
  isLive(type: ArtifactType, id: string): Promise<boolean>;
}

/** The read page of an artifact by its id: /c/{id}. */
export function pagePath(page: Pick<KindPage, 'level'>, id: string): string {
  return `/${page.level}/${id}`;
}

/** The artifact an entity lives under, by its kind's declared parent. */
export function parentOf(
  kind: Pick<ArtifactKind, 'parent'>,
  entity: object,
): { type: ArtifactType; id: string } | undefined {
  if (!kind.parent) return undefined;
  return { type: kind.parent.type, id: (entity as Record<string, string>)[kind.parent.key] };
}

/** The kind of an entity the write path handles: an id, and a deletion time if it can be deleted. */
export type ContentEntity = Record<string, unknown> & { id: string; deletedAt?: Date | null };

export function deletedFlag(entity: { deletedAt: Date | null }): string {
  return entity.deletedAt ? 'true' : 'false';
}

/** The snapshot of a kind's text fields, read from their columns. */
export function textSnapshot(entity: object, rules: Record<string, TextRule>): Snapshot {
  const snapshot: Snapshot = {};
  for (const [field, rule] of Object.entries(rules)) {
    snapshot[field] = (entity as Record<string, string>)[rule.column] ?? '';
  }
  return snapshot;
}

/** Sets a text field through its rule; false when the kind has no such field. */
export function setText(
  entity: object,
  rules: Record<string, TextRule>,
  field: string,
  value: string | null,
): boolean {
  if (!Object.hasOwn(rules, field)) return false;
  const rule = rules[field];
  // A state the artifact was in (a revert, an undo) may be the empty one it started with.
  const empty = value === null || (rule.startsEmpty === true && value.trim() === '');
  (entity as Record<string, string>)[rule.column] = empty ? '' : checkText(field, value, rule);
  return true;
}

export function setDeleted(entity: { deletedAt: Date | null }, value: string | null): void {
  if (value === 'true' && !entity.deletedAt) entity.deletedAt = new Date();
  if (value === 'false') entity.deletedAt = null;
}

export function noSuchField(kind: { noun: string }, field: string): BadRequestException {
  return new BadRequestException(`${capitalized(withArticle(kind.noun))} has no field "${field}".`);
}

function parseOrder(field: string, value: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '');
    if (Array.isArray(parsed) && parsed.every((id) => typeof id === 'string')) return parsed;
  } catch {
    // fall through
  }
  throw new BadRequestException(`${field} must be a JSON list of child ids.`);
}

/**
 * Applies a new child order. With `exact`, it must list each live child once; otherwise (a revert
 * or an undo) children that no longer exist are dropped and new ones kept at the end. Deleted
 * children keep their stored places either way.
 */
export function applyOrder(
  field: string,
  value: string | null,
  stored: string[],
  live: { id: string }[],
  exact: boolean,
): string[] {
  const wanted = parseOrder(field, value);
  const liveIds = live.map((c) => c.id);
  if (exact) {
    if (!isPermutation(wanted, liveIds)) {
      throw new BadRequestException(`${field} must list each current child exactly once.`);
    }
    return mergeOrder(wanted, stored, new Set(liveIds));
  }
  const liveSet = new Set(liveIds);
  const kept = wanted.filter((id) => liveSet.has(id));
  const added = liveIds.filter((id) => !kept.includes(id));
  return mergeOrder([...kept, ...added], stored, liveSet);
}

/** Reads an artifact for writing (row-locked until the transaction ends); 404 when there is none. */
export async function lockArtifact<E extends ObjectLiteral>(
  manager: EntityManager,
  kind: ArtifactKind,
  id: string,
): Promise<E> {
  const entity = await manager.findOne(kind.entity as EntityTarget<E>, {
    where: { id } as never,
    lock: { mode: 'pessimistic_write' },
  });
  if (!entity) throw new NotFoundException(`There is no ${kind.noun} with id ${id}.`);
  return entity;
}
