import type { ArtifactType } from '../../api/types';

/**
 * The URL level of each artifact type with pages: /c/ID, /p/ID, /a/ID, /tags/ID, /person/ID,
 * /categories/ID (the spec's /edit/categories/{CategoryID}).
 */
export const LEVEL_OF = {
  convo: 'c',
  pos: 'p',
  arg: 'a',
  tag: 'tags',
  person: 'person',
  req: 'req',
  article: 'article',
  category: 'categories',
} as const;

export type MapType = keyof typeof LEVEL_OF;
export type Level = (typeof LEVEL_OF)[MapType];

/**
 * History levels of the spec's mapping (section 2), and a category's: /history/category/ID (the
 * level of its type, as /history/req/ID), /history/categories/ID (its pages' level) read the same.
 */
export const TYPE_OF_LEVEL: Record<Level | 'category', MapType> = {
  c: 'convo',
  p: 'pos',
  a: 'arg',
  tags: 'tag',
  person: 'person',
  req: 'req',
  article: 'article',
  categories: 'category',
  category: 'category',
};

export const TYPE_LABEL: Record<ArtifactType, string> = {
  convo: 'Question',
  pos: 'Position',
  arg: 'Argument',
  tag: 'Tag',
  category: 'Category',
  person: 'Person',
  quote: 'Quote',
  req: 'Request',
  article: 'Article',
  slug: 'Slug',
};

/** The prefix of the type's action names: ConvoEditTextField, PosDelete, ArgRevert. */
export const ACTION_PREFIX: Record<ArtifactType, string> = {
  convo: 'Convo',
  pos: 'Pos',
  arg: 'Arg',
  tag: 'Tag',
  category: 'Category',
  person: 'Person',
  quote: 'Quote',
  req: 'Req',
  article: 'Article',
  slug: 'Slug',
};

export function isLevel(level: string): level is keyof typeof TYPE_OF_LEVEL {
  return Object.hasOwn(TYPE_OF_LEVEL, level);
}

export const readPath = (type: MapType, id: string) => `/${LEVEL_OF[type]}/${id}`;
export const editPath = (type: MapType, id: string) => `/edit/${LEVEL_OF[type]}/${id}`;
export const historyPath = (type: MapType, id: string) =>
  `/history/${type === 'category' ? 'category' : LEVEL_OF[type]}/${id}`;

/** Discussion (requests) exists for questions and arguments only. */
export function discussPath(type: MapType, id: string): string | null {
  return type === 'convo' || type === 'arg' ? `/reqs/${LEVEL_OF[type]}/${id}` : null;
}

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
