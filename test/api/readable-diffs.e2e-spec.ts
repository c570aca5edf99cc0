import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type Agent,
  childIds,
  deleteArtifact,
  edit,
  editField,
  history,
  inboxEntryFor,
  newArg,
  newConvo,
  newPos,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ShownEntry {
  Field: string;
  Old: string | null;
  New: string | null;
  OldShown?: string[];
  NewShown?: string[];
}

/**
 * History, a user's edits and the inbox show each structured value (an order of children,
 * categories, a move's position, an argument's links) beside its raw JSON as a person reads it
 * (OldShown, NewShown), from the kinds' declarations of their fields; text reads as it is.
 */
describe('readable diffs', () => {
  let t: TestApp;
  let user: Agent;
  let username: string;
  let editor: Agent;
  let convo: string;
  const positions = [title('First position'), title('Second position')];
  let posIds: string[];
  let arg: string;
  const categoryTitle = title('Category');

  const entryOf = (diff: ShownEntry[], field: string) => diff.find((d) => d.Field === field)!;

  beforeAll(async () => {
    t = await startTestApp();
    ({ agent: user, username } = await userWithRole(t));
    ({ agent: editor } = await userWithRole(t, 'editor'));
    convo = await newConvo(user);
    posIds = [];
    for (const name of positions) posIds.push(await newPos(user, convo, { title: name }));
    arg = await newArg(user, posIds[0]);
  });
  afterAll(() => t?.close());

  it('reads an order of children as their titles', async () => {
    const { orderJSON } = await childIds(user, 'convo', convo);
    const reordered = JSON.stringify([...posIds].reverse());
    const res = await editField(user, 'convo', convo, 'PosOrderJSON', orderJSON, reordered);
    expect(res.status).toBe(200);
    const [latest] = await history(user, 'convo', convo);
    expect(entryOf(latest.Diff, 'PosOrderJSON')).toEqual({
      Field: 'PosOrderJSON',
      Old: orderJSON,
      New: reordered,
      OldShown: positions,
      NewShown: [...positions].reverse(),
    });
    // A text field reads as it is: no reading beside it.
    const created = (await history(user, 'convo', convo)).at(-1)!;
    expect(Object.keys(entryOf(created.Diff, 'Title')).sort()).toEqual(['Field', 'New', 'Old']);
  });

  it("reads a deleted child's id in an older order as 'a deleted position'", async () => {
    const extra = await newPos(user, convo, { title: title('Short-lived position') });
    const { orderJSON } = await childIds(user, 'convo', convo);
    const moved = JSON.stringify([
      extra,
      ...JSON.parse(orderJSON).filter((id: string) => id !== extra),
    ]);
    expect((await editField(user, 'convo', convo, 'PosOrderJSON', orderJSON, moved)).status).toBe(
      200,
    );
    expect((await deleteArtifact(editor, 'pos', extra)).status).toBe(200);
    const [reorder] = await history(user, 'convo', convo);
    expect(entryOf(reorder.Diff, 'PosOrderJSON').NewShown).toEqual([
      'a deleted position',
      ...[...positions].reverse(),
    ]);
  });

  it("reads a move's position, an argument's links and a question's categories", async () => {
    expect((await edit(user, 'arg', arg, 'ArgSetPos', { NewParentPosID: posIds[1] })).status).toBe(
      200,
    );
    const link = { Title: 'A study of it', URL: 'https://example.org/study' };
    expect((await edit(user, 'arg', arg, 'ArgAddExternalLink', link)).status).toBe(200);
    const [added, move] = await history(user, 'arg', arg);
    expect(entryOf(move.Diff, 'PosID')).toMatchObject({
      Old: posIds[0],
      New: posIds[1],
      OldShown: [positions[0]],
      NewShown: [positions[1]],
    });
    expect(entryOf(added.Diff, 'Links')).toMatchObject({
      OldShown: [],
      NewShown: ['A study of it (https://example.org/study)'],
    });

    const category = await editor
      .post('/api/category/new')
      .send({ body: { title: categoryTitle } });
    expect(category.status).toBe(201);
    const categoryID = category.body.CategoryID as string;
    const set = await edit(editor, 'convo', convo, 'ConvoSetCategories', {
      OldCategoryIDs: [],
      NewCategoryIDs: [categoryID],
    });
    expect(set.status).toBe(200);
    const [filed] = await history(user, 'convo', convo);
    expect(entryOf(filed.Diff, 'Categories')).toEqual({
      Field: 'Categories',
      Old: '[]',
      New: JSON.stringify([categoryID]),
      OldShown: [],
      NewShown: [categoryTitle],
    });
  });

  it("shows the same readings in the inbox and in the user's edits", async () => {
    const [move] = (await history(user, 'arg', arg)).filter((r) => r.ActionName === 'ArgSetPos');
    const entry = await inboxEntryFor(editor, move.RevID);
    expect(entryOf(entry.Revision.Diff, 'PosID').NewShown).toEqual([positions[1]]);
    const res = await request(t.http).get(`/api/user/edits/${username}/1`);
    expect(res.status).toBe(200);
    const revisions = res.body.Revisions as { RevID: string; Diff: ShownEntry[] }[];
    const mine = revisions.find((r) => r.RevID === move.RevID)!;
    expect(entryOf(mine.Diff, 'PosID').OldShown).toEqual([positions[0]]);
  });
});
