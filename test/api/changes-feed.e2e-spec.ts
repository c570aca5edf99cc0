import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { expectError } from './support/api-checks.js';
import {
  type Agent,
  deleteArtifact,
  editField,
  newArg,
  newConvo,
  newPos,
  title,
} from './support/opinion-map.js';
import { signup, startTestApp, type TestApp } from './support/test-app.js';

interface Change {
  RevID: string;
  Kind: string;
  ItemID: string;
  Title: string;
  Action: string;
  Summary: string;
  Username: string;
  Timestamp: string;
  URL: string;
}

interface ChangesPage {
  Changes: Change[];
  NextCursor: string;
  HasMore: boolean;
}

describe('GET /api/changes: the recent-changes feed', () => {
  let t: TestApp;
  let author: Agent;
  let username: string;

  const page = async (query: Record<string, string | number> = {}): Promise<ChangesPage> => {
    const res = await request(t.http).get('/api/changes').query(query);
    expect(res.status).toBe(200);
    return res.body as ChangesPage;
  };

  /** Follows the feed from `cursor` until it says nothing more is committed; the changes and the cursor to go on from. */
  async function drain(cursor: string | undefined, limit = 7) {
    const changes: Change[] = [];
    for (;;) {
      const answer = await page(cursor === undefined ? { limit } : { cursor, limit });
      changes.push(...answer.Changes);
      cursor = answer.NextCursor;
      if (!answer.HasMore) return { changes, cursor };
    }
  }

  /** Every revision an anonymous reader may see in history (nothing here is deleted but what a test deletes). */
  async function publicRevisionIds(hidden: Set<string> = new Set()): Promise<string[]> {
    const rows = await t.sql<{ id: string; artifact_id: string }>(
      'SELECT id, artifact_id FROM revisions',
    );
    return rows.filter((r) => !hidden.has(r.artifact_id)).map((r) => r.id);
  }

  beforeAll(async () => {
    t = await startTestApp();
    author = t.agent();
    ({ username } = await signup(author));
  });
  afterAll(() => t.close());

  describe('who may read it, and bad input', () => {
    it('needs no account: an anonymous client without cookies reads it, and it is never cached', async () => {
      const res = await request(t.http).get('/api/changes');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toEqual({ Changes: [], NextCursor: expect.any(String), HasMore: false });
    });

    it('refuses a Bearer token that is not one (401), rather than answering as anonymous', async () => {
      const res = await request(t.http)
        .get('/api/changes')
        .set('Authorization', `Bearer oe_${'x'.repeat(43)}`);
      expectError(res, 401, /not valid/);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
    });

    it.each([
      [{ limit: 0 }, /limit must be between 1 and 500/],
      [{ limit: 501 }, /limit must be between 1 and 500/],
      [{ limit: 'ten' }, /limit must be a whole number/],
      [{ cursor: 'not a cursor' }, /cursor must be the NextCursor/],
      [{ cursor: Buffer.from('12.ab!').toString('base64url') }, /cursor must be the NextCursor/],
      [{ cursor: Buffer.from('99999999999999999999.a').toString('base64url') }, /cursor must/],
      [{ cursor: 'a'.repeat(65) }, /cursor must be the NextCursor/],
      [{ since: 'yesterday' }, /Unknown field "since"/],
    ])('answers %j with a 400 naming the parameter', async (query, message) => {
      expectError(await request(t.http).get('/api/changes').query(query), 400, message);
    });

    it('refuses a parameter given twice', async () => {
      expectError(await request(t.http).get('/api/changes?limit=1&limit=2'), 400, /limit/);
    });
  });

  it('lists each public revision with its kind, item, action, summary, author, time and page', async () => {
    const start = (await drain(undefined)).cursor;
    const convoTitle = title('Should feeds be followed');
    const convoID = await newConvo(author, { title: convoTitle });
    const renamed = `${convoTitle} closely`;
    const edit = await editField(author, 'convo', convoID, 'Title', convoTitle, renamed, 'Clearer');
    expect(edit.status).toBe(200);

    const { changes } = await drain(start);
    expect(changes.map((c) => c.Action)).toEqual(['ConvoCreate', 'ConvoEditTextField']);
    const [created, edited] = changes;
    expect(edited).toEqual({
      RevID: edit.body.RevID,
      Kind: 'convo',
      ItemID: convoID,
      Title: renamed,
      Action: 'ConvoEditTextField',
      Summary: 'Clearer',
      Username: username,
      Timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      URL: `http://localhost:3000/c/${convoID}`,
    });
    expect(created.Title).toBe(convoTitle);
    expect(Date.parse(created.Timestamp)).toBeLessThanOrEqual(Date.parse(edited.Timestamp));
  });

  it('gives a cursor on every page, the last too: asked again later, it answers only what was committed since', async () => {
    const { cursor } = await drain(undefined);
    const empty = await page({ cursor });
    expect(empty).toEqual({ Changes: [], NextCursor: cursor, HasMore: false });

    const convoID = await newConvo(author);
    const later = await page({ cursor });
    expect(later.Changes.map((c) => [c.ItemID, c.Action])).toEqual([[convoID, 'ConvoCreate']]);
    expect(later.NextCursor).not.toBe(cursor);
    expect((await page({ cursor: later.NextCursor })).Changes).toEqual([]);
  });

  it('leaves out what history hides from anonymous readers: revisions of deleted content and of what lives under it', async () => {
    const start = (await drain(undefined)).cursor;
    const convoID = await newConvo(author);
    const posID = await newPos(author, convoID);
    const argID = await newArg(author, posID);
    const editor = t.agent();
    const { uid } = await signup(editor);
    await t.sql(`UPDATE users SET role = 'editor' WHERE id = $1`, [uid]);
    expect((await deleteArtifact(editor, 'pos', posID)).status).toBe(200);

    const { changes } = await drain(start);
    expect(changes.map((c) => c.ItemID)).toEqual([convoID]);
    expect(changes.some((c) => c.ItemID === argID || c.ItemID === posID)).toBe(false);
  });

  it('waits for a transaction that began earlier and commits later, then lists its revision once (commit order, not id or time)', async () => {
    const convoID = await newConvo(author);
    const start = (await drain(undefined)).cursor;
    // A writer whose transaction holds an older id while later edits commit around it.
    const slow = new pg.Client({ connectionString: t.databaseUrl });
    await slow.connect();
    try {
      await slow.query('BEGIN');
      const slowRevision = 'slowWriter01';
      await slow.query(
        `INSERT INTO revisions (id, artifact_type, artifact_id, artifact_name, artifact_link, user_id,
                                username_cased, action_name, args_json, user_description, diff, snapshot)
         SELECT $1, artifact_type, artifact_id, artifact_name, artifact_link, user_id, username_cased,
                action_name, args_json, 'written slowly', diff, snapshot
         FROM revisions WHERE artifact_id = $2`,
        [slowRevision, convoID],
      );
      const quick = await newConvo(author);
      const whileOpen = await drain(start);
      // Nothing after the open transaction may be given yet: its revision could not come after it.
      expect(whileOpen.changes.map((c) => c.ItemID)).not.toContain(quick);
      expect(whileOpen.changes.map((c) => c.RevID)).not.toContain(slowRevision);

      await slow.query('COMMIT');
      const after = await drain(whileOpen.cursor);
      expect(after.changes.map((c) => c.RevID)).toContain(slowRevision);
      expect(after.changes.map((c) => c.ItemID)).toContain(quick);
      const all = [...whileOpen.changes, ...after.changes].map((c) => c.RevID);
      expect(new Set(all).size).toBe(all.length);
    } finally {
      await slow.query('ROLLBACK').catch(() => undefined);
      await slow.end();
    }
  });

  it('returns every public revision exactly once, across pages, while edits land concurrently', async () => {
    const deleted = new Set(
      (await t.sql<{ id: string }>('SELECT id FROM positions WHERE deleted_at IS NOT NULL')).map(
        (r) => r.id,
      ),
    );
    const hiddenArgs = await t.sql<{ id: string }>(
      'SELECT id FROM args WHERE pos_id IN (SELECT id FROM positions WHERE deleted_at IS NOT NULL)',
    );
    for (const { id } of hiddenArgs) deleted.add(id);

    const convoID = await newConvo(author);
    const posID = await newPos(author, convoID);
    const WRITERS = 6;
    const EDITS = 8;
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        const agent = t.agent();
        await signup(agent);
        const argTitle = title('Concurrent argument');
        return { agent, argID: await newArg(agent, posID, { title: argTitle }), argTitle };
      }),
    );

    const seen: string[] = [];
    let cursor: string | undefined;
    let writing = true;
    const follower = (async () => {
      // Small pages, asked for all the time the edits land, then until the feed is caught up.
      for (let idle = 0; writing || idle < 2;) {
        const answer = await page(cursor === undefined ? { limit: 3 } : { cursor, limit: 3 });
        seen.push(...answer.Changes.map((c) => c.RevID));
        cursor = answer.NextCursor;
        idle = !writing && !answer.HasMore ? idle + 1 : 0;
      }
    })();
    await Promise.all(
      writers.map(async ({ agent, argID, argTitle }) => {
        let current = argTitle;
        for (let i = 0; i < EDITS; i++) {
          const next = `${argTitle} v${i}`;
          const res = await editField(agent, 'arg', argID, 'Title', current, next);
          expect(res.status).toBe(200);
          current = next;
        }
      }),
    );
    writing = false;
    await follower;

    expect(seen.length).toBe(new Set(seen).size);
    expect([...seen].sort()).toEqual((await publicRevisionIds(deleted)).sort());
    const edits = await t.sql<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM revisions WHERE action_name = 'ArgEditTextField'`,
    );
    expect(edits[0].n).toBe(WRITERS * EDITS);
  });
});
