import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  edit,
  editField,
  getField,
  history,
  newArg,
  newConvo,
  newPos,
  revisionCount,
  userWithRole,
} from './support/opinion-map.js';
import { revertedTo, undid } from './support/descriptions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Agent = Awaited<ReturnType<typeof userWithRole>>['agent'];

/** Undo of one revision (MediaWiki's undo): {Type}Revert with {"RevID": ..., "Undo": true}. */
describe('undoing one revision from the history', () => {
  let t: TestApp;
  let author: Awaited<ReturnType<typeof userWithRole>>;
  let reader: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    author = await userWithRole(t);
    reader = (await userWithRole(t)).agent;
  });
  afterAll(() => t.close());

  const undo = (agent: Agent, type: 'arg' | 'convo', id: string, RevID: string) =>
    edit(agent, type, id, `${type === 'arg' ? 'Arg' : 'Convo'}Revert`, { RevID, Undo: true });

  /** An argument whose title was changed, then a link added: the case. */
  async function titledThenLinked() {
    const argID = await newArg(
      author.agent,
      await newPos(author.agent, await newConvo(author.agent)),
    );
    const original = await getField(author.agent, 'arg', argID, 'Title');
    const renamed = await editField(
      author.agent,
      'arg',
      argID,
      'Title',
      original,
      'A renamed argument title',
    );
    expect(renamed.status).toBe(200);
    const linked = await edit(reader, 'arg', argID, 'ArgAddExternalLink', {
      Title: 'A later source',
      URL: 'https://example.org/later',
    });
    expect(linked.status).toBe(200);
    return { argID, original, titleRev: renamed.body.RevID as string };
  }

  it('refuses anonymous visitors, and bad arguments, before changing anything', async () => {
    const { argID, titleRev } = await titledThenLinked();
    const before = await revisionCount(t, argID);
    const anonymous = await request(t.http)
      .post('/api/arg/edit')
      .send({
        body: {
          argID,
          action: {
            ActionName: 'ArgRevert',
            ArgsJSON: JSON.stringify({ RevID: titleRev, Undo: true }),
          },
        },
      });
    expect([anonymous.status, anonymous.body]).toEqual([
      401,
      { error: 'You need to log in to do that.' },
    ]);
    for (const Undo of ['yes', 1, 'true', {}]) {
      const res = await edit(reader, 'arg', argID, 'ArgRevert', { RevID: titleRev, Undo });
      expect([res.status, res.body.error]).toEqual([
        400,
        'action.ArgsJSON.Undo must be true or false.',
      ]);
    }
    const elsewhere = await newArg(
      author.agent,
      await newPos(author.agent, await newConvo(author.agent)),
    );
    const wrong = await undo(reader, 'arg', elsewhere, titleRev);
    expect([wrong.status, wrong.body]).toEqual([
      404,
      { error: `There is no revision ${titleRev} of this argument.` },
    ]);
    expect(await revisionCount(t, argID)).toBe(before);
  });

  it('reverses one title change and keeps a later link, with a description naming the revision by its author, time and title', async () => {
    const { argID, original, titleRev } = await titledThenLinked();
    const res = await undo(reader, 'arg', argID, titleRev);
    expect(res.status).toBe(200);
    expect(await getField(reader, 'arg', argID, 'Title')).toBe(original);
    const page = await request(t.http).get('/api/arg/get').query({ argID });
    expect(page.body.Links).toEqual([expect.objectContaining({ Title: 'A later source' })]);
    const revisions = await history(reader, 'arg', argID);
    const undone = revisions.find((r) => r.RevID === titleRev)!;
    expect(revisions[0]).toMatchObject({
      RevID: res.body.RevID,
      ActionName: 'ArgRevert',
      ArgsJSON: JSON.stringify({ RevID: titleRev, Undo: true }),
      UserDescription: undid(undone),
      Diff: [{ Field: 'Title', Old: 'A renamed argument title', New: original }],
    });
    expect(revisions[0].UserDescription).toMatch(
      new RegExp(
        `^Undid the edit to “A renamed argument title” by ${author.username} on \\d{1,2} [A-Z][a-z]{2} 20\\d\\d, \\d\\d:\\d\\d UTC$`,
      ),
    );
  });

  it('refuses, with a sentence, when a later edit changed the same field, and changes nothing', async () => {
    const { argID, titleRev } = await titledThenLinked();
    expect(
      (
        await editField(
          author.agent,
          'arg',
          argID,
          'Title',
          'A renamed argument title',
          'Renamed once more, later',
        )
      ).status,
    ).toBe(200);
    const before = await revisionCount(t, argID);
    const res = await undo(reader, 'arg', argID, titleRev);
    expect([res.status, res.body]).toEqual([
      409,
      { error: 'Later edits changed Title of this argument; undo them first or edit it by hand.' },
    ]);
    expect(await revisionCount(t, argID)).toBe(before);
  });

  it('leaves undoing a creation or deletion to those who may delete', async () => {
    const convoID = await newConvo(author.agent);
    const [created] = await history(author.agent, 'convo', convoID);
    const res = await undo(reader, 'convo', convoID, created.RevID);
    expect(res.status).toBe(403);
    expect(await getField(reader, 'convo', convoID, 'Title')).toBeTruthy();
  });

  it("names the revision by its author, time and title in a revert too, before the reverter's words", async () => {
    const convoID = await newConvo(author.agent);
    const first = await getField(author.agent, 'convo', convoID, 'Title');
    const renamed = await editField(author.agent, 'convo', convoID, 'Title', first, 'Renamed once');
    const again = await editField(
      reader,
      'convo',
      convoID,
      'Title',
      'Renamed once',
      'Renamed twice',
    );
    expect([renamed.status, again.status]).toEqual([200, 200]);
    const res = await edit(
      reader,
      'convo',
      convoID,
      'ConvoRevert',
      { RevID: renamed.body.RevID },
      ' Back ',
    );
    expect(res.status).toBe(200);
    const revisions = await history(reader, 'convo', convoID);
    const target = revisions.find((r) => r.RevID === renamed.body.RevID)!;
    expect(target.ArtifactName).toBe('Renamed once');
    expect(revisions[0].UserDescription).toBe(`${revertedTo(target)}: Back`);
    expect(revisions[0].UserDescription).not.toContain(target.RevID);
  });
});
