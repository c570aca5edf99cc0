import type { CommentDto } from './comment.dto.js';
import type { CommentEntity } from './comment.entity.js';

/** A comment as the thread reads it: plain columns, the time already in ISO 8601 (UTC). */
export interface ThreadRow {
  id: string;
  parent_id: string | null;
  user_id: string;
  username_cased: string;
  body: string;
  edited: boolean;
  deleted: boolean;
  deleted_reason: CommentEntity['deletedReason'];
  created: string;
}

export function threadRow(c: CommentEntity): ThreadRow {
  return {
    id: c.id,
    parent_id: c.parentId,
    user_id: c.userId,
    username_cased: c.usernameCased,
    body: c.body,
    edited: c.edited,
    deleted: Boolean(c.deletedAt),
    deleted_reason: c.deletedReason,
    created: c.createdAt.toISOString(),
  };
}

/** Nests a thread's comments under their parents; a deleted comment keeps its place, without its text. */
export function buildTree(rows: ThreadRow[]): CommentDto[] {
  const nodes = new Map<string, CommentDto>();
  for (const r of rows) {
    nodes.set(r.id, {
      CommentID: r.id,
      UID: r.user_id,
      UsernameCased: r.username_cased,
      Body: r.deleted ? '' : r.body,
      Edited: r.edited,
      Deleted: r.deleted,
      DeletedReason: r.deleted ? r.deleted_reason : null,
      ReplyToName: null,
      Created: r.created,
      ParentID: r.parent_id,
      Children: [],
    });
  }
  const roots: CommentDto[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    if (parent) node.ReplyToName = parent.UsernameCased;
    (parent ? parent.Children : roots).push(node);
  }
  return roots;
}
