import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type Agent,
  childIds,
  deleteArtifact,
  edit,
  editField,
  getField,
  history,
  inboxEntryFor,
  newArg,
  newConvo,
  newPos,
  revert,
  revisionCount,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Races: each case is repeated, since one lucky interleaving proves little. */
describe('opinion map: concurrent writes', () => {
  let t: TestApp;
  let alice: Agent;
  let bob: Agent;
  let editorA: Agent;
  let editorB: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    alice = (await userWithRole(t)).agent;
    bob = (await userWithRole(t)).agent;
    editorA = (await userWithRole(t, 'editor')).agent;
    editorB = (await userWithRole(t, 'editor')).agent;
  });
  afterAll(() => t.close());

  it('refuses anonymous racers too (401), writing nothing', async () => {
    const convoID = await newConvo(alice);
    const current = await getField(alice, 'convo', convoID, 'Title');
    const send = () =>
      request(t.http)
        .post('/api/convo/edit')
        .send({
          body: {
            convoID,
            action: {
              ActionName: 'ConvoEditTextField',
              ArgsJSON: JSON.stringify({
                FieldName: 'Title',
                OldValue: current,
                NewValue: title(),
              }),
            },
          },
        });
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.status)).toEqual([401, 401]);
    expect(await revisionCount(t, convoID)).toBe(1);
  });

  it('lets exactly one of two edits with the same OldValue through; the other gets 409', async () => {
    for (const type of ['convo', 'pos', 'arg'] as const) {
      const convoID = await newConvo(alice);
      const posID = await newPos(alice, convoID);
      const argID = await newArg(alice, posID);
      const id = { convo: convoID, pos: posID, arg: argID }[type];
      for (let round = 0; round < 5; round += 1) {
        const current = await getField(alice, type, id, 'Title');
        const revisions = await revisionCount(t, id);
        const [a, b] = [title('Alice wins'), title('Bob wins')];
        const results = await Promise.all([
          editField(alice, type, id, 'Title', current, a),
          editField(bob, type, id, 'Title', current, b),
        ]);
        const statuses = results.map((r) => r.status).sort();
        expect({ type, round, statuses }).toEqual({ type, round, statuses: [200, 409] });
        const winner = results[0].status === 200 ? a : b;
        expect(await getField(alice, type, id, 'Title')).toBe(winner);
        expect(await revisionCount(t, id)).toBe(revisions + 1);
        const [latest] = await history(alice, type, id);
        expect(latest.Diff).toMatchObject([{ Field: 'Title', Old: current, New: winner }]);
      }
    }
  });

  it('never loses a position when a reorder races a position insert', async () => {
    const convoID = await newConvo(alice);
    const initial = [await newPos(alice, convoID), await newPos(alice, convoID)];
    let expected = [...initial];
    for (let round = 0; round < 6; round += 1) {
      const { ids, orderJSON } = await childIds(alice, 'convo', convoID);
      expect(ids).toEqual(expected);
      const reversed = [...ids].reverse();
      const [reorder, insert] = await Promise.all([
        editField(alice, 'convo', convoID, 'PosOrderJSON', orderJSON, JSON.stringify(reversed)),
        bob.post('/api/pos/new').send({ body: { convoID, title: title('Racing position') } }),
      ]);
      expect(insert.status).toBe(201);
      const added = insert.body.PosID as string;
      expect([200, 409]).toContain(reorder.status);
      const after = (await childIds(alice, 'convo', convoID)).ids;
      // Either the reorder won (and the new position follows it), or it was refused as stale.
      expected = reorder.status === 200 ? [...reversed, added] : [...ids, added];
      expect({ round, after }).toEqual({ round, after: expected });
      expect(await getField(alice, 'convo', convoID, 'PosOrderJSON')).toBe(
        JSON.stringify(expected),
      );
    }
    expect(expected).toHaveLength(8);
  });

  it('never loses an argument when a reorder races an argument insert or a move', async () => {
    const convoID = await newConvo(alice);
    const [p1, p2] = [await newPos(alice, convoID), await newPos(alice, convoID)];
    const args = [await newArg(alice, p1), await newArg(alice, p1)];
    for (let round = 0; round < 4; round += 1) {
      const { ids, orderJSON } = await childIds(alice, 'pos', p1);
      const [reorder, insert] = await Promise.all([
        editField(alice, 'pos', p1, 'ArgOrderJSON', orderJSON, JSON.stringify([...ids].reverse())),
        bob.post('/api/arg/new').send({
          body: {
            posID: p1,
            title: title('Racing argument'),
            description: 'x'.repeat(170),
          },
        }),
      ]);
      expect(insert.status).toBe(201);
      expect([200, 409]).toContain(reorder.status);
      args.push(insert.body.ArgID);
      expect(new Set((await childIds(alice, 'pos', p1)).ids)).toEqual(new Set(args));
    }
    // A move out of the position racing a reorder of it: the argument ends up in exactly one place.
    const moving = args[0];
    const { ids, orderJSON } = await childIds(alice, 'pos', p1);
    const [reorder, move] = await Promise.all([
      editField(alice, 'pos', p1, 'ArgOrderJSON', orderJSON, JSON.stringify([...ids].reverse())),
      edit(bob, 'arg', moving, 'ArgSetPos', { NewParentPosID: p2 }),
    ]);
    expect(move.status).toBe(200);
    expect([200, 409]).toContain(reorder.status);
    const left = (await childIds(alice, 'pos', p1)).ids;
    expect(new Set(left)).toEqual(new Set(args.filter((id) => id !== moving)));
    expect((await childIds(alice, 'pos', p2)).ids).toEqual([moving]);
  });

  it('lets exactly one of two concurrent undos of the same inbox entry succeed', async () => {
    for (let round = 0; round < 5; round += 1) {
      const convoID = await newConvo(alice);
      const original = await getField(alice, 'convo', convoID, 'Title');
      const vandal = await editField(bob, 'convo', convoID, 'Title', original, title('Vandal'));
      const entry = await inboxEntryFor(editorA, vandal.body.RevID);
      const revisions = await revisionCount(t, convoID);
      const results = await Promise.all([
        editorA.post('/api/admin/inbox/undo').send({ body: { inboxID: entry.InboxID } }),
        editorB.post('/api/admin/inbox/undo').send({ body: { inboxID: entry.InboxID } }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await getField(alice, 'convo', convoID, 'Title')).toBe(original);
      expect(await revisionCount(t, convoID)).toBe(revisions + 1);
      expect((await inboxEntryFor(editorA, vandal.body.RevID)).Undone).toBe(true);
    }
  });

  it('keeps at most 8 positions when 9 are created at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const convoID = await newConvo(alice);
      const agents = [alice, bob, editorA];
      const results = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          agents[i % agents.length]
            .post('/api/pos/new')
            .send({ body: { convoID, title: title(`Concurrent position ${i}`) } }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 409]);
      const [{ n }] = await t.sql<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM positions WHERE convo_id = $1 AND deleted_at IS NULL',
        [convoID],
      );
      expect(n).toBe(8);
      const { ids, orderJSON } = await childIds(alice, 'convo', convoID);
      expect(ids).toHaveLength(8);
      // The stored order lists every position once: no insert overwrote another's.
      expect(new Set(JSON.parse(orderJSON))).toEqual(new Set(ids));
      const [{ order }] = await t.sql<{ order: string[] }>(
        'SELECT pos_order AS order FROM convos WHERE id = $1',
        [convoID],
      );
      expect([...order].sort()).toEqual([...ids].sort());
    }
  });

  it('keeps at most 8 positions when an undelete races an insert', async () => {
    for (let round = 0; round < 4; round += 1) {
      const convoID = await newConvo(alice);
      const doomed = await newPos(alice, convoID);
      const [created] = await history(alice, 'pos', doomed);
      expect((await deleteArtifact(editorA, 'pos', doomed)).status).toBe(200);
      for (let i = 0; i < 7; i += 1) await newPos(alice, convoID);
      const [back, added] = await Promise.all([
        revert(editorA, 'pos', doomed, created.RevID),
        bob.post('/api/pos/new').send({ body: { convoID, title: title('Eighth position') } }),
      ]);
      // Exactly one gets the last place; the other is told the question is full.
      const won = [back.status === 200, added.status === 201];
      expect(won.filter(Boolean)).toHaveLength(1);
      expect(won[0] ? added.status : back.status).toBe(409);
      expect((await childIds(alice, 'convo', convoID)).ids).toHaveLength(8);
    }
  });

  it('keeps tags consistent when two artifacts create the same new tag at once', async () => {
    const [c1, c2] = [await newConvo(alice), await newConvo(bob)];
    const name = `Fresh tag ${Date.now().toString(36)}`;
    const results = await Promise.all([
      editField(alice, 'convo', c1, 'Tags', '', name),
      editField(bob, 'convo', c2, 'Tags', '', name.toUpperCase()),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.sql<{ id: string }>('SELECT id FROM tags WHERE key = $1', [
      name.toLowerCase(),
    ]);
    expect(rows).toHaveLength(1);
    const page = await request(t.http).get('/api/tag/get').query({ tagID: rows[0].id });
    expect(page.body.Items.map((i: { ArtifactID: string }) => i.ArtifactID).sort()).toEqual(
      [c1, c2].sort(),
    );
  });
});
