import { accessKinds } from '../common/access.js';
import { SHORT_LINK_PREFIX } from '../common/short-link.js';
import type { ArtifactKind } from './content-kinds.js';
import type { KindDescription } from './kind-description.js';

/**
 * The rules a kind's registration must follow, so that a mistake stops the app at start-up (and
 * the build, which collects the kinds) instead of showing a broken page or an unlabelled action.
 */

const TYPE_PATTERN = /^[a-z][a-zA-Z]{0,15}$/;
/** inbox_entries.kind is varchar(20). */
const INBOX_KIND_PATTERN = /^[a-z][a-zA-Z]{0,19}$/;
const LEVEL_PATTERN = /^[a-z][a-z0-9-]{0,29}$/;
/** Path segments the site uses for itself: no kind's pages may live there. */
const RESERVED_LEVELS = new Set(['edit', 'history', 'api', 'admin', 'internal', 'sitemaps']);
const GENERIC_VERBS = ['EditTextField', 'Edit', 'Delete', 'Revert', 'Create'];

function fail(kind: Pick<ArtifactKind, 'type'>, problem: string): never {
  throw new Error(`The content kind "${kind.type}" ${problem}.`);
}

function checkNames(kind: ArtifactKind, others: readonly ArtifactKind[]): void {
  if (!TYPE_PATTERN.test(kind.type))
    throw new Error(`A content kind's type must be a short camelCase word, not "${kind.type}".`);
  if (kind.inboxKind !== undefined && !INBOX_KIND_PATTERN.test(kind.inboxKind))
    throw new Error(
      `The inbox kind of "${kind.type}" must be a camelCase word of at most 20 letters.`,
    );
  if (others.some((k) => k.type === kind.type))
    throw new Error(`The content kind "${kind.type}" is registered twice.`);
  const clash = others.find((k) => k.typeName === kind.typeName);
  if (clash)
    throw new Error(`The kinds "${clash.type}" and "${kind.type}" share the action prefix.`);
  if (!/^[a-z][a-z -]{0,39}$/.test(kind.noun) || !/^[a-z][a-z -]{0,39}$/.test(kind.plural))
    fail(kind, 'needs a noun and a plural in lower-case words');
}

function checkOwnActions(kind: ArtifactKind): void {
  for (const [name, action] of Object.entries(kind.actions ?? {})) {
    const verb = name.slice(kind.typeName.length);
    if (!name.startsWith(kind.typeName) || !/^[A-Z][a-zA-Z]{0,59}$/.test(verb))
      throw new Error(`The action "${name}" of "${kind.type}" must be ${kind.typeName}<Verb>.`);
    if (GENERIC_VERBS.includes(verb) || name === kind.move?.actionName)
      throw new Error(`The action "${name}" of "${kind.type}" would hide a generic action.`);
    if (!action.label?.trim()) fail(kind, `needs a label for its action ${name}`);
  }
}

function checkFields(kind: ArtifactKind): void {
  const declared = kind.fields ?? {};
  const known = (field: string) =>
    Object.hasOwn(kind.textRules, field) || Object.hasOwn(declared, field);
  for (const field of kind.editFields ?? [])
    if (!known(field)) fail(kind, `edits ${field} together (editFields) but does not declare it`);
  // Structured values must say how they read: history never shows raw JSON.
  for (const field of [kind.orderField, kind.move?.field])
    if (field !== undefined && !declared[field]?.shows)
      fail(kind, `must declare how its field ${field} reads (fields.${field}.shows)`);
  for (const [field, declaration] of Object.entries(declared)) {
    if (declaration.label !== undefined && !declaration.label.trim())
      fail(kind, `has an empty label for ${field}`);
    const shows = declaration.shows;
    if (!shows) continue;
    const type = 'ids' in shows ? shows.ids : 'id' in shows ? shows.id : undefined;
    if (type !== undefined && !TYPE_PATTERN.test(type))
      fail(kind, `shows ${field} as ids of "${type}", which is no kind's type`);
    if ('records' in shows && !shows.records.title)
      fail(kind, `shows ${field} as records without naming their title`);
  }
}

function checkPage(kind: ArtifactKind, others: readonly ArtifactKind[]): void {
  const page = kind.page;
  if (!page) {
    if (kind.sitemap) fail(kind, 'is listed in the sitemap but has no page');
    return;
  }
  const levels = [page.level, page.historyLevel ?? page.level];
  for (const level of levels)
    if (!LEVEL_PATTERN.test(level) || RESERVED_LEVELS.has(level))
      fail(kind, `cannot have its pages at /${level}/`);
  const clash = others.find((k) => k.page?.level === page.level);
  if (clash) fail(kind, `has its pages at /${page.level}/, like "${clash.type}"`);
  const history = others.find((k) => k.page && (k.page.historyLevel ?? k.page.level) === levels[1]);
  if (history) fail(kind, `has its history at /history/${levels[1]}/, like "${history.type}"`);
  if (page.slugged && page.addressKey)
    fail(kind, 'may have slugs only when its page is addressed by its id');
  // Every short link /{level}/{slug} must fit the spec's 75 characters (short-link.ts).
  if (page.slugged && `/${page.level}/`.length > SHORT_LINK_PREFIX.length)
    fail(kind, `has slugs at /${page.level}/, longer than the short links' ${SHORT_LINK_PREFIX}`);
  if (kind.sitemap && !/^[a-z]+$/.test(kind.plural))
    fail(kind, 'needs a one-word plural to name its sitemap files');
  if (page.personal?.includes('edit') && !page.editPage)
    fail(kind, 'has no edit page for GET /api/me to read');
  if (page.addressKey && (page.personal ?? ['read']).includes('read'))
    fail(kind, `has its read page at its ${page.addressKey}, which GET /api/me cannot read`);
  for (const other of page.otherPages ?? [])
    if (!/^\/[a-z0-9/-]*\{id\}$/.test(other.path))
      fail(kind, `has another page "${other.path}" that is not a path ending in {id}`);
}

/** Refuses a kind that breaks a rule on its own or against the kinds registered before it. */
export function checkKind(kind: ArtifactKind, others: readonly ArtifactKind[]): void {
  checkNames(kind, others);
  checkOwnActions(kind);
  checkFields(kind);
  checkPage(kind, others);
}

/** Refuses better labels for actions the kind does not have (a typo would be silently ignored). */
export function checkActionLabels(kind: ArtifactKind, description: KindDescription): void {
  for (const [name, better] of Object.entries(kind.actionLabels ?? {})) {
    if (!Object.hasOwn(description.actions, name)) fail(kind, `labels ${name}, no action of it`);
    if (!better.label.trim()) fail(kind, `has an empty label for ${name}`);
  }
}

/**
 * Once every kind is registered: whatever a kind names of others exists (its parent, the kinds
 * its fields show, the access lines of its other pages).
 */
export function checkReferences(descriptions: readonly KindDescription[]): void {
  const types = new Set(descriptions.map((d) => d.type));
  const access = new Set(accessKinds());
  for (const d of descriptions) {
    if (d.parent !== null && !types.has(d.parent))
      fail(d, `lives under "${d.parent}", which is not registered`);
    for (const [field, { shows }] of Object.entries(d.fields)) {
      const type = shows && ('ids' in shows ? shows.ids : 'id' in shows ? shows.id : undefined);
      if (type !== undefined && type !== null && !types.has(type))
        fail(d, `shows ${field} as "${type}", which is not registered`);
    }
    for (const other of d.page?.otherPages ?? [])
      if (!access.has(other.accessKind))
        fail(d, `reads edit rights on ${other.path} from "${other.accessKind}", no access line`);
  }
}
