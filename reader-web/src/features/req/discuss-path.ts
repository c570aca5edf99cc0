import { KIND_BASICS, type PagedKindType } from '../../api/kind-basics';

/** What a discussion's requests may be about (the server's REQ_ARTIFACT_TYPES). */
const DISCUSSED = ['convo', 'arg'] as const satisfies readonly PagedKindType[];
type DiscussedType = (typeof DISCUSSED)[number];

export const isDiscussed = (type: string | null): type is DiscussedType =>
  (DISCUSSED as readonly (string | null)[]).includes(type);

/** Where the requests about a question or an argument are: /reqs/{level}/{id}; null for others. */
export function discussPath(type: string, id: string): string | null {
  return isDiscussed(type) ? `/reqs/${KIND_BASICS[type].page.level}/${id}` : null;
}
