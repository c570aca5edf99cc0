import type { CommentDto } from '../../../api/types';

/** A comment and every reply under it, in thread order, without their nesting. */
export function flatten(nodes: CommentDto[]): CommentDto[] {
  return nodes.flatMap((node) => [{ ...node, Children: [] }, ...flatten(node.Children)]);
}

/**
 * Nests replies (at any depth, in thread order) under the top-level comment `rootId` by their
 * ParentID. A reply whose parent is not among them stays visible, directly under the root.
 */
export function nestReplies(rootId: string, replies: CommentDto[]): CommentDto[] {
  const top: CommentDto[] = [];
  const nodes = new Map<string, CommentDto>();
  for (const reply of replies) {
    if (nodes.has(reply.CommentID)) continue;
    const node = { ...reply, Children: [] };
    nodes.set(node.CommentID, node);
    const parent = reply.ParentID === rootId ? undefined : nodes.get(reply.ParentID ?? '');
    (parent ? parent.Children : top).push(node);
  }
  return top;
}

/**
 * The reader's own new comments that the loaded pages do not hold yet (they sort last, so they
 * may sit on a page not loaded), placed under whichever of `known` they reply to, in order.
 */
export function ownRepliesUnder(known: Set<string>, own: CommentDto[]): CommentDto[] {
  const ids = new Set(known);
  const found: CommentDto[] = [];
  for (const comment of own) {
    if (ids.has(comment.CommentID) || !comment.ParentID || !ids.has(comment.ParentID)) continue;
    ids.add(comment.CommentID);
    found.push(comment);
  }
  return found;
}
