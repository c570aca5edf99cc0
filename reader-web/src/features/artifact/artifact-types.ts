import type { ArtifactType } from '../../api/types';

/** The URL level of each artifact type with pages: /c/ID, /p/ID, /a/ID, /tags/ID, /person/ID. */
export const LEVEL_OF = {
  convo: 'c',
  pos: 'p',
  arg: 'a',
  tag: 'tags',
  person: 'person',
  req: 'req',
  article: 'article',
} as const;

export type MapType = keyof typeof LEVEL_OF;
export type Level = (typeof LEVEL_OF)[MapType];

/** History levels of the spec's mapping (section 2). */
export const TYPE_OF_LEVEL: Record<Level, MapType> = {
  c: 'convo',
  p: 'pos',
  a: 'arg',
  tags: 'tag',
  person: 'person',
  req: 'req',
  article: 'article',
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

export function isLevel(level: string): level is Level {
  return Object.hasOwn(TYPE_OF_LEVEL, level);
}

export const readPath = (type: MapType, id: string) => `/${LEVEL_OF[type]}/${id}`;
export const editPath = (type: MapType, id: string) => `/edit/${LEVEL_OF[type]}/${id}`;
export const historyPath = (type: MapType, id: string) => `/history/${LEVEL_OF[type]}/${id}`;

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
