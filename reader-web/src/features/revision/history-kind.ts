import {
  KIND_BASICS,
  KIND_TYPES,
  kindOfHistoryLevel,
  kindOfLevel,
  type PagedKindType,
} from '../../api/kind-basics';

/**
 * The kind whose history /history/{level}/{id} shows: its history level (/history/category/ID,
 * as /history/req/ID), or its pages' level, which reads the same (/history/categories/ID).
 */
export function historyKindOf(level: string): PagedKindType | null {
  return kindOfHistoryLevel(level) ?? kindOfLevel(level);
}

/** 'questions (c), positions (p), ... and requests (req)': the kinds with a history. */
export function historiesText(): string {
  const histories = KIND_TYPES.flatMap((type) => {
    const { plural, page } = KIND_BASICS[type];
    return page ? [`${plural} (${page.historyLevel})`] : [];
  });
  return `${histories.slice(0, -1).join(', ')} and ${histories.at(-1)}`;
}
