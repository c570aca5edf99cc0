import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  COMMENTS_PAGE_SIZE,
  REPLIES_WITH_PARENT,
  type CommentDto,
  type RepliesDto,
} from './comment.dto.js';
import { buildTree, type ThreadRow } from './comment.presenter.js';

/**
 * Plain SQL, not entities: a long thread is read on every visit, and hydrating hundreds of
 * entities (and parsing their dates) was most of its cost. Deleted comments keep their place
 * without their text.
 */
const COLUMNS = `c.id, c.parent_id, c.user_id, c.username_cased,
  CASE WHEN c.deleted_at IS NULL THEN c.body ELSE '' END AS body, c.edited,
  c.deleted_at IS NOT NULL AS deleted, c.deleted_reason,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created`;

/** A flat page of replies names each one's parent: it may be on an earlier page. */
const REPLY_TO = `(SELECT p.username_cased FROM comments p WHERE p.id = c.parent_id) AS reply_to`;

type FlatRow = ThreadRow & { reply_to: string | null };

/**
 * Every reply at any depth under the comments $2 of thread $1, with the top-level comment it
 * hangs under. Comments only know their parent, so the walk is recursive; it stays inside the
 * thread (and its index) at every step.
 */
const DESCENDANTS = `WITH RECURSIVE d AS (
    SELECT id, parent_id AS root_id FROM comments WHERE thread_id = $1 AND parent_id = ANY($2)
    UNION ALL
    SELECT r.id, d.root_id FROM comments r JOIN d ON r.parent_id = d.id WHERE r.thread_id = $1
  )`;

export interface Page<T> {
  rows: T[];
  hasMore: boolean;
}

function page<T>(fetched: T[], limit: number): Page<T> {
  return { rows: fetched.slice(0, limit), hasMore: fetched.length > limit };
}

function badCursor(): never {
  throw new BadRequestException('cursor must be the NextCursor of an earlier page of this thread.');
}

/** Top-level comments of a thread, oldest first (created time, then id), after the cursor. */
async function topLevelPage(
  db: EntityManager,
  threadId: string,
  limit: number,
  cursor: string | undefined,
): Promise<Page<ThreadRow>> {
  if (cursor !== undefined) {
    const [known] = await db.query(
      `SELECT 1 FROM comments WHERE id = $1 AND thread_id = $2 AND parent_id IS NULL`,
      [cursor, threadId],
    );
    if (!known) badCursor();
  }
  const fetched = (await db.query(
    `SELECT ${COLUMNS} FROM comments c
      WHERE c.thread_id = $1 AND c.parent_id IS NULL
        AND ($3::varchar IS NULL
             OR (c.created_at, c.id) > (SELECT k.created_at, k.id FROM comments k WHERE k.id = $3))
      ORDER BY c.created_at, c.id LIMIT $2`,
    [threadId, limit + 1, cursor ?? null],
  )) as ThreadRow[];
  return page(fetched, limit);
}

type ReplyRow = ThreadRow & { root_id: string };

/**
 * The first replies (at any depth) under each of the given top-level comments, oldest first,
 * at most `perRoot` of them each, plus one more under a comment that has more.
 */
async function firstReplies(
  db: EntityManager,
  threadId: string,
  rootIds: string[],
  perRoot: number,
): Promise<ReplyRow[]> {
  if (rootIds.length === 0) return [];
  return (await db.query(
    `${DESCENDANTS},
     ranked AS (
       SELECT c.id, d.root_id,
              row_number() OVER (PARTITION BY d.root_id ORDER BY c.created_at, c.id) AS n
         FROM d JOIN comments c ON c.id = d.id
     )
     SELECT ${COLUMNS}, ranked.root_id FROM ranked JOIN comments c ON c.id = ranked.id
      WHERE ranked.n <= $3
      ORDER BY c.created_at, c.id`,
    [threadId, rootIds, perRoot + 1],
  )) as ReplyRow[];
}

/** Replies at any depth under one top-level comment, oldest first, after the cursor. */
async function replyPage(
  db: EntityManager,
  threadId: string,
  rootId: string,
  limit: number,
  cursor: string | undefined,
): Promise<Page<FlatRow>> {
  if (cursor !== undefined) {
    const [known] = await db.query(`${DESCENDANTS} SELECT 1 FROM d WHERE id = $3`, [
      threadId,
      [rootId],
      cursor,
    ]);
    if (!known) {
      throw new BadRequestException(
        'cursor must be the NextCursor of an earlier page of these replies.',
      );
    }
  }
  const fetched = (await db.query(
    `${DESCENDANTS}
     SELECT ${COLUMNS}, ${REPLY_TO} FROM d JOIN comments c ON c.id = d.id
      WHERE $4::varchar IS NULL
         OR (c.created_at, c.id) > (SELECT k.created_at, k.id FROM comments k WHERE k.id = $4)
      ORDER BY c.created_at, c.id LIMIT $3`,
    [threadId, [rootId], limit + 1, cursor ?? null],
  )) as FlatRow[];
  return page(fetched, limit);
}

/**
 * One page of a thread: top-level comments oldest first, each with its first replies nested
 * under their parents; RepliesCursor says where the rest of a comment's replies start.
 */
export async function threadPage(
  db: EntityManager,
  threadId: string,
  query: { limit?: number; cursor?: string },
): Promise<{ Comments: CommentDto[]; HasMore: boolean; NextCursor: string | null }> {
  const top = await topLevelPage(db, threadId, query.limit ?? COMMENTS_PAGE_SIZE, query.cursor);
  const replies = await firstReplies(
    db,
    threadId,
    top.rows.map((r) => r.id),
    REPLIES_WITH_PARENT,
  );
  const shown = new Map<string, ReplyRow[]>();
  const more = new Map<string, string>();
  for (const reply of replies) {
    const list = shown.get(reply.root_id) ?? [];
    if (list.length < REPLIES_WITH_PARENT) {
      list.push(reply);
      shown.set(reply.root_id, list);
    } else more.set(reply.root_id, list[list.length - 1].id);
  }
  // Siblings keep thread order: each comment's replies are in order within its list.
  const tree = buildTree([...top.rows, ...[...shown.values()].flat()]);
  const comments = tree
    .filter((node) => node.ParentID === null)
    .map((node) => ({ ...node, RepliesCursor: more.get(node.CommentID) ?? null }));
  const last = top.rows[top.rows.length - 1];
  return {
    Comments: comments,
    HasMore: top.hasMore,
    NextCursor: top.hasMore ? last.id : null,
  };
}

/** A further page of the replies under a top-level comment, flat, each naming its parent. */
export async function repliesPage(
  db: EntityManager,
  threadId: string,
  rootId: string,
  query: { limit?: number; cursor?: string },
): Promise<RepliesDto> {
  const replies = await replyPage(
    db,
    threadId,
    rootId,
    query.limit ?? COMMENTS_PAGE_SIZE,
    query.cursor,
  );
  const last = replies.rows[replies.rows.length - 1];
  return {
    Replies: replies.rows.map((row) => ({ ...buildTree([row])[0], ReplyToName: row.reply_to })),
    HasMore: replies.hasMore,
    NextCursor: replies.hasMore ? last.id : null,
  };
}
