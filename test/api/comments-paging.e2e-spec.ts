import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { newConvo } from './support/opinion-map.js';
import { newAccount, signup, startTestApp, type TestApp } from './support/test-app.js';

interface Comment {
  CommentID: string;
  ParentID: string | null;
  ReplyToName: string | null;
  Children: Comment[];
  RepliesCursor?: string | null;
}

const TOP_LEVEL = 120;
const REPLIES = 45;

/** Comment ids sort like their creation order: c0000000000, c0000000001, ... */
const id = (prefix: string, i: number) => prefix + String(i).padStart(10, '0');

function flatten(nodes: Comment[]): Comment[] {
  return nodes.flatMap((node) => [node, ...flatten(node.Children)]);
}

describe('comment thread pages', () => {
  let t: TestApp;
  let threadId: string;
  let otherThreadId: string;
  let alice: ReturnType<TestApp['agent']>;
  let aliceName: string;

  const get = (body: Record<string, unknown>) =>
    request(t.http).post('/api/comment/get').send({ body });
  const replies = (body: Record<string, unknown>) =>
    request(t.http).post('/api/comment/replies').send({ body });

  beforeAll(async () => {
    t = await startTestApp();
    alice = t.agent();
    const account = await signup(alice, newAccount('pager'));
    aliceName = account.username;
    const description = 'A long discussion. '.padEnd(170, '.');
    threadId = await newConvo(alice, { title: 'Should long threads be paged?', description });
    otherThreadId = await newConvo(alice, {
      title: 'Is this another thread entirely?',
      description,
    });
    // 120 top-level comments a minute apart; under the first, 45 replies: each fifth replies to
    // the reply before it (a deeper branch), the rest to the comment itself.
    await t.sql(
      `INSERT INTO comments (id, thread_id, parent_id, user_id, username_cased, body, created_at)
       SELECT 'c' || lpad(i::text, 10, '0'), $1, NULL, $2, $3, 'Top ' || i,
              now() - interval '1 day' + i * interval '1 minute'
         FROM generate_series(0, ${TOP_LEVEL - 1}) i`,
      [threadId, account.uid, aliceName],
    );
    await t.sql(
      `INSERT INTO comments (id, thread_id, parent_id, user_id, username_cased, body, created_at)
       SELECT 'r' || lpad(i::text, 10, '0'), $1,
              CASE WHEN i % 5 = 4 THEN 'r' || lpad((i - 1)::text, 10, '0') ELSE $4 END,
              $2, $3, 'Reply ' || i, now() - interval '1 day' + i * interval '1 second'
         FROM generate_series(0, ${REPLIES - 1}) i`,
      [threadId, account.uid, aliceName, id('c', 0)],
    );
    // The second comment has exactly as many replies as come with it.
    await t.sql(
      `INSERT INTO comments (id, thread_id, parent_id, user_id, username_cased, body, created_at)
       SELECT 's' || lpad(i::text, 10, '0'), $1, $4, $2, $3, 'Side ' || i,
              now() - interval '1 day' + interval '1 minute' + i * interval '1 second'
         FROM generate_series(0, 19) i`,
      [threadId, account.uid, aliceName, id('c', 1)],
    );
  });
  afterAll(() => t.close());

  describe('refusals', () => {
    it.each([
      [{ limit: 0 }, 'limit must be a whole number from 1 to 100.'],
      [{ limit: 101 }, 'limit must be a whole number from 1 to 100.'],
      [{ limit: 2.5 }, 'limit must be a whole number from 1 to 100.'],
      [{ limit: '10' }, 'limit must be a whole number from 1 to 100.'],
      [{ cursor: "x' OR 1=1 --" }, 'cursor must be the NextCursor of an earlier page.'],
      [{ cursor: 42 }, 'cursor must be the NextCursor of an earlier page.'],
    ])('refuses the page %j with 400', async (params, message) => {
      for (const res of [
        await get({ threadID: threadId, ...params }),
        await replies({ commentID: id('c', 0), ...params }),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: message });
      }
    });

    it('refuses cursors that are not the NextCursor of this thread', async () => {
      const foreign = await alice
        .post('/api/comment/new')
        .send({ body: { threadID: otherThreadId, body: 'Over here.' } });
      for (const cursor of [foreign.body.CommentID, id('r', 0), 'AAAAAAAAAAAA']) {
        const res = await get({ threadID: threadId, cursor });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: 'cursor must be the NextCursor of an earlier page of this thread.',
        });
      }
      // A reply under another comment is not a cursor of these replies.
      const res = await replies({ commentID: id('c', 0), cursor: id('s', 0) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'cursor must be the NextCursor of an earlier page of these replies.',
      });
    });

    it('asks for the replies of a top-level comment that exists', async () => {
      const unknown = await replies({ commentID: 'AAAAAAAAAAAA' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('There is no comment AAAAAAAAAAAA.');
      const nested = await replies({ commentID: id('r', 0) });
      expect(nested.status).toBe(400);
      expect(nested.body).toEqual({
        error: 'commentID must be a top-level comment of its thread.',
      });
    });
  });

  it('pages top-level comments 50 at a time, oldest first, each page continuing the last', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await get(cursor ? { threadID: threadId, cursor } : { threadID: threadId });
      expect(res.status).toBe(200);
      const ids = (res.body.Comments as Comment[]).map((c) => c.CommentID);
      sizes.push(ids.length);
      seen.push(...ids);
      expect(res.body.HasMore).toBe(res.body.NextCursor !== null);
      if (res.body.HasMore) expect(res.body.NextCursor).toBe(ids[ids.length - 1]);
      cursor = res.body.NextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(Array.from({ length: TOP_LEVEL }, (_, i) => id('c', i)));
  });

  it('takes a smaller limit', async () => {
    const res = await get({ threadID: threadId, limit: 3, cursor: id('c', 116) });
    expect((res.body.Comments as Comment[]).map((c) => c.CommentID)).toEqual([
      id('c', 117),
      id('c', 118),
      id('c', 119),
    ]);
    expect(res.body).toMatchObject({ HasMore: false, NextCursor: null });
  });

  it('brings the first 20 replies with their comment, nested, and a cursor for the rest', async () => {
    const res = await get({ threadID: threadId, limit: 2 });
    const [first, second] = res.body.Comments as Comment[];
    const firstReplies = flatten(first.Children);
    expect(firstReplies.map((c) => c.CommentID)).toEqual(
      // Depth-first: r4 under r3, r9 under r8...
      Array.from({ length: 20 }, (_, i) => id('r', i)),
    );
    expect(first.Children.map((c) => c.CommentID)).not.toContain(id('r', 4));
    const r3 = first.Children.find((c) => c.CommentID === id('r', 3))!;
    expect(r3.Children[0]).toMatchObject({
      CommentID: id('r', 4),
      ParentID: id('r', 3),
      ReplyToName: aliceName,
    });
    expect(first.RepliesCursor).toBe(id('r', 19));
    expect(flatten(second.Children)).toHaveLength(20);
    expect(second.RepliesCursor).toBeNull();
    expect(res.body.Comments.slice(2)).toEqual([]);
  });

  it('pages the rest of the replies from the cursor, flat, each naming its parent', async () => {
    const seen: string[] = [];
    let cursor: string | null = id('r', 19);
    while (cursor) {
      const res = await replies({ commentID: id('c', 0), cursor, limit: 10 });
      expect(res.status).toBe(200);
      for (const reply of res.body.Replies as Comment[]) {
        expect(reply.Children).toEqual([]);
        expect(reply.ReplyToName).toBe(aliceName);
        const n = Number(reply.CommentID.slice(1));
        expect(reply.ParentID).toBe(n % 5 === 4 ? id('r', n - 1) : id('c', 0));
        seen.push(reply.CommentID);
      }
      cursor = res.body.NextCursor;
    }
    expect(seen).toEqual(Array.from({ length: REPLIES - 20 }, (_, i) => id('r', i + 20)));
    const all = await replies({ commentID: id('c', 0), limit: 100 });
    expect(all.body.Replies).toHaveLength(REPLIES);
    expect(all.body).toMatchObject({ HasMore: false, NextCursor: null });
  });
});
