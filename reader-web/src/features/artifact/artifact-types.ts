import {
  KIND_BASICS,
  KIND_TYPES,
  pagePath,
  type KindType,
  type PagedKindType,
  type PageName,
} from '../../api/kind-basics';

const byKind = <T>(pick: (type: KindType) => T) =>
  Object.fromEntries(KIND_TYPES.map((type) => [type, pick(type)])) as Record<KindType, T>;

/** A kind as a heading names it: 'Question'. */
export const TYPE_LABEL = byKind((type) => KIND_BASICS[type].label);

/** The prefix of the kind's action names: ConvoEditTextField, PosDelete, ArgRevert. */
export const ACTION_PREFIX = byKind((type) => KIND_BASICS[type].typeName);

function pathOf(type: PagedKindType, page: PageName, id: string): string {
  const path = pagePath(type, page, id);
  if (path === null) throw new Error(`The ${type} kind has no ${page} page.`);
  return path;
}

export const readPath = (type: PagedKindType, id: string) => pathOf(type, 'read', id);
export const editPath = (type: PagedKindType, id: string) => pathOf(type, 'edit', id);
export const historyPath = (type: PagedKindType, id: string) => pathOf(type, 'history', id);

/**
 * Whether a page address is an edit page: /edit/..., or the internal admin area's
 * /internal/admin/edit/... (admin requests are edited there).
 */
export function isEditPathname(pathname: string): boolean {
  return pathname.startsWith('/edit/') || pathname.startsWith('/internal/admin/edit/');
}

/** A read link as the server returns it, kept in edit mode when the reader is editing. */
export function inMode(link: string, editing: boolean): string {
  return editing && !link.startsWith('/edit/') ? `/edit${link}` : link;
}
