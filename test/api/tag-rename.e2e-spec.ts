import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { TagCreationRevisions1795572100000 } from '../../backend/src/database/migrations/1795572100000-TagCreationRevisions.js';
import { envelope, LONE_SURROGATE, NUL, rawJson } from './support/hostile-values.js';
import {
  type Agent,
  deleteArtifact,
  editField,
  getField,
  history,
  newArg,
  newConvo,
  newPos,
  revert,
  revisionCount,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface TagRef {
  TagID: string;
  Name: string;
  Link: string;
}

describe('tags: creation revision, rename propagation and revert', () => {
  let t: TestApp;
  let user: Agent;
  let username: string;
  let editor: Agent;
  let otherEditor: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    ({ agent: user, username } = await userWithRole(t));
    editor = (await userWithRole(t, 'editor')).agent;
    otherEditor = (await userWithRole(t, 'editor')).agent;
  });
  afterAll(() => t.close());

  const convoTags = async (convoID: string): Promise<TagRef[]> =>
    (await request(t.http).get('/api/convo/get').query({ convoID })).body.Convo.Tags as TagRef[];
  const argPage = async (argID: string) =>
    (await request(t.http).get('/api/arg/get').query({ argID })).body.Arg as {
      Title: string;
      Tags: string;
      TagRefs: TagRef[];
    };
  const tagName = async (tagID: string): Promise<string> =>
    (await request(t.http).get('/api/tag/get').query({ tagID })).body.Tag.Name as string;
  const tagOf = async (convoID: string, name: string): Promise<TagRef> =>
    (await convoTags(convoID)).find((tag) => tag.Name === name)!;

  /** A question tagged `tags`, and an argument under it tagged `argTags`. */
  async function tagged(tags: string, argTags: string) {
    const convoID = await newConvo(user);
    const argID = await newArg(user, await newPos(user, convoID));
    expect((await editField(user, 'convo', convoID, 'Tags', '', tags)).status).toBe(200);
    expect((await editField(user, 'arg', argID, 'Tags', '', argTags)).status).toBe(200);
    return { convoID, argID };
  }

  describe('refusals first', () => {
    it('answers 401 to an anonymous rename and 403 to a user renaming or reverting a rename', async () => {
      const { convoID } = await tagged('Refusal one', 'Other');
      const tag = await tagOf(convoID, 'Refusal one');
      const anonymous = await request(t.http)
        .post('/api/tag/edit')
        .send({
          body: {
            tagID: tag.TagID,
            action: {
              ActionName: 'TagEditTextField',
              ArgsJSON: JSON.stringify({
                FieldName: 'Name',
                OldValue: 'Refusal one',
                NewValue: 'Refusal two',
              }),
            },
            revDesc: '',
          },
        });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ error: 'You need to log in to do that.' });

      const byUser = await editField(user, 'tag', tag.TagID, 'Name', 'Refusal one', 'Refusal two');
      expect(byUser.status).toBe(403);
      expect(typeof byUser.body.error).toBe('string');

      const renamed = await editField(editor, 'tag', tag.TagID, 'Name', 'Refusal one', 'Refusal 2');
      expect(renamed.status).toBe(200);
      const [, creation] = await history(user, 'tag', tag.TagID);
      const userRevert = await revert(user, 'tag', tag.TagID, creation.RevID);
      expect(userRevert.status).toBe(403);
      expect(await tagName(tag.TagID)).toBe('Refusal 2');
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Refusal 2');
    });

    it('refuses hostile names with a 4xx and changes nothing anywhere', async () => {
      const { convoID, argID } = await tagged('Hostile, wind', 'hostile');
      const tag = await tagOf(convoID, 'Hostile');
      const before = await revisionCount(t, tag.TagID);
      const send = (newValue: unknown) =>
        editor
          .post('/api/tag/edit')
          .set('Content-Type', 'application/json')
          .send(
            envelope({
              tagID: tag.TagID,
              action: {
                ActionName: 'TagEditTextField',
                ArgsJSON: rawJson({ FieldName: 'Name', OldValue: 'Hostile', NewValue: newValue }),
              },
              revDesc: '',
            }),
          );
      for (const value of [
        'a, b',
        '',
        '   ',
        'x'.repeat(41),
        'x'.repeat(100_000),
        `lone ${LONE_SURROGATE} surrogate`,
        `${NUL}`,
        42,
        null,
        ['Hostile'],
        { Name: 'x' },
      ]) {
        const res = await send(value);
        expect({ value, status: res.status >= 400 && res.status < 500 }).toEqual({
          value,
          status: true,
        });
        expect(typeof res.body.error).toBe('string');
      }
      const comma = await editField(editor, 'tag', tag.TagID, 'Name', 'Hostile', 'a, b');
      expect(comma.status).toBe(400);
      expect(comma.body.error).toBe(
        'Name must not contain a comma: Tags texts list tags separated by commas.',
      );
      expect(await revisionCount(t, tag.TagID)).toBe(before);
      expect(await tagName(tag.TagID)).toBe('Hostile');
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Hostile, wind');
      expect((await argPage(argID)).Tags).toBe('hostile');
    });

    it('answers 409 to a stale OldValue, a taken name, or a text that would grow too long', async () => {
      const { convoID } = await tagged('Stale tag, Taken tag', 'x');
      const stale = await tagOf(convoID, 'Stale tag');
      const res = await editField(editor, 'tag', stale.TagID, 'Name', 'Not the name', 'New name');
      expect(res.status).toBe(409);
      const taken = await editField(editor, 'tag', stale.TagID, 'Name', 'Stale tag', 'TAKEN tag');
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe('A tag named "Taken tag" already exists.');

      // The same name typed 120 times (one tag): a 40-character name would pass 1000.
      const longID = await newConvo(user);
      const longTags = Array.from({ length: 120 }, () => 'short').join(',');
      expect((await editField(user, 'convo', longID, 'Tags', '', longTags)).status).toBe(200);
      const short = await tagOf(longID, 'short');
      const tooLong = await editField(editor, 'tag', short.TagID, 'Name', 'short', 'z'.repeat(40));
      expect(tooLong.status).toBe(409);
      expect(tooLong.body.error).toBe(
        `The new name would make the Tags of the question ${longID} longer than 1000 characters; shorten its tags first.`,
      );
      expect(await tagName(short.TagID)).toBe('short');
      expect(await getField(user, 'convo', longID, 'Tags')).toBe(longTags);
    });
  });

  it('gives a tag made by tagging a creation revision by the tagger (search row and inbox too)', async () => {
    const { argID } = await tagged('Tidal power', 'Geothermal heat');
    const page = await argPage(argID);
    const tag = page.TagRefs.find((ref) => ref.Name === 'Geothermal heat')!;
    const revisions = await history(user, 'tag', tag.TagID);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({
      ActionName: 'TagCreate',
      ArtifactName: 'Geothermal heat',
      ArtifactLink: `/tags/${tag.TagID}`,
      UsernameCased: username,
      UserDescription: `Created by tagging “${page.Title}” (an argument)`,
      Diff: [{ Field: 'Name', Old: null, New: 'Geothermal heat' }],
    });
    expect(JSON.parse(revisions[0].ArgsJSON)).toEqual({ Name: 'Geothermal heat' });
    const [inbox] = await t.sql<{ kind: string }>(
      'SELECT kind FROM inbox_entries WHERE revision_id = $1',
      [revisions[0].RevID],
    );
    expect(inbox.kind).toBe('tagAction');
    const search = await request(t.http).get('/api/search').query({ q: 'Geothermal' });
    expect(search.body.Results).toContainEqual(
      expect.objectContaining({ ArtifactType: 'tag', ArtifactID: tag.TagID }),
    );
    // Tagging with an existing tag makes no second creation.
    const { argID: again } = await tagged('Other', 'GEOTHERMAL heat');
    expect((await argPage(again)).TagRefs.map((ref) => ref.TagID)).toEqual([tag.TagID]);
    expect(await history(user, 'tag', tag.TagID)).toHaveLength(1);
  });

  it("renames a tag in the Tags of every question and argument carrying it, as the tag's revision only", async () => {
    const { convoID, argID } = await tagged('Solar,  wind ', 'Hydro, solar, rain');
    const solar = await tagOf(convoID, 'Solar');
    const deletedID = await newConvo(user);
    await editField(user, 'convo', deletedID, 'Tags', '', 'SOLAR');
    expect((await deleteArtifact(editor, 'convo', deletedID)).status).toBe(200);
    const counts = [
      await revisionCount(t, convoID),
      await revisionCount(t, argID),
      await revisionCount(t, deletedID),
    ];

    const res = await editField(editor, 'tag', solar.TagID, 'Name', 'Solar', 'Sun', 'Shorter');
    expect(res.status).toBe(200);
    expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Sun, wind');
    const arg = await argPage(argID);
    expect(arg.Tags).toBe('Hydro, Sun, rain');
    expect(arg.TagRefs.find((ref) => ref.TagID === solar.TagID)).toEqual({
      TagID: solar.TagID,
      Name: 'Sun',
      Link: `/tags/${solar.TagID}`,
    });
    expect((await tagOf(convoID, 'Sun')).TagID).toBe(solar.TagID);
    const [deleted] = await t.sql<{ tags: string }>('SELECT tags FROM convos WHERE id = $1', [
      deletedID,
    ]);
    expect(deleted.tags).toBe('Sun');
    // Revisions of the tag, not of the items.
    expect([
      await revisionCount(t, convoID),
      await revisionCount(t, argID),
      await revisionCount(t, deletedID),
    ]).toEqual(counts);
    const [rename, creation] = await history(user, 'tag', solar.TagID);
    expect(rename).toMatchObject({
      ActionName: 'TagEditTextField',
      ArtifactName: 'Sun',
      UserDescription: 'Shorter',
      Diff: [{ Field: 'Name', Old: 'Solar', New: 'Sun' }],
    });
    expect(creation.ActionName).toBe('TagCreate');
    // The items keep their links; a later edit of their Tags reads the new name as the same tag.
    expect(
      (await editField(user, 'convo', convoID, 'Tags', 'Sun, wind', 'sun, wind, tide')).status,
    ).toBe(200);
    expect((await tagOf(convoID, 'Sun')).TagID).toBe(solar.TagID);
    // Search finds the new name, not the old one.
    const found = await request(t.http).get('/api/search').query({ q: 'Sun' });
    expect(found.body.Results).toContainEqual(
      expect.objectContaining({ ArtifactType: 'tag', ArtifactID: solar.TagID, Title: 'Sun' }),
    );
  });

  it('renames case-insensitively beyond ASCII, and may change only the case', async () => {
    const { convoID, argID } = await tagged('Énergie, x', 'ÉNERGIE');
    const energie = await tagOf(convoID, 'Énergie');
    expect(
      (await editField(editor, 'tag', energie.TagID, 'Name', 'Énergie', 'énergie verte')).status,
    ).toBe(200);
    expect(await getField(user, 'convo', convoID, 'Tags')).toBe('énergie verte, x');
    expect((await argPage(argID)).Tags).toBe('énergie verte');
    expect(
      (await editField(editor, 'tag', energie.TagID, 'Name', 'énergie verte', '  Énergie   Verte '))
        .status,
    ).toBe(200);
    expect(await tagName(energie.TagID)).toBe('Énergie Verte');
    expect((await argPage(argID)).Tags).toBe('Énergie Verte');
  });

  it('restores the old name everywhere when the rename is reverted (or undone in the inbox)', async () => {
    const { convoID, argID } = await tagged('Nuclear, coal', 'nuclear');
    const nuclear = await tagOf(convoID, 'Nuclear');
    await editField(editor, 'tag', nuclear.TagID, 'Name', 'Nuclear', 'Fission');
    const [rename, creation] = await history(user, 'tag', nuclear.TagID);
    expect((await revert(editor, 'tag', nuclear.TagID, creation.RevID)).status).toBe(200);
    expect(await tagName(nuclear.TagID)).toBe('Nuclear');
    expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Nuclear, coal');
    expect((await argPage(argID)).Tags).toBe('Nuclear');
    const [reverted] = await history(user, 'tag', nuclear.TagID);
    expect(reverted.ActionName).toBe('TagRevert');

    // Back to the rename's state, then undo that from the inbox.
    expect((await revert(editor, 'tag', nuclear.TagID, rename.RevID)).status).toBe(200);
    expect((await argPage(argID)).Tags).toBe('Fission');
    const [latest] = await history(user, 'tag', nuclear.TagID);
    const [entry] = await t.sql<{ id: string }>(
      'SELECT id FROM inbox_entries WHERE revision_id = $1',
      [latest.RevID],
    );
    const undo = await editor.post('/api/admin/inbox/undo').send({ body: { inboxID: entry.id } });
    expect(undo.status).toBe(200);
    expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Nuclear, coal');
    expect((await argPage(argID)).Tags).toBe('Nuclear');
    // A tag's creation cannot be undone (tags are never deleted): refused, nothing changes.
    const [created] = await t.sql<{ id: string }>(
      'SELECT id FROM inbox_entries WHERE revision_id = $1',
      [creation.RevID],
    );
    const undoCreation = await editor
      .post('/api/admin/inbox/undo')
      .send({ body: { inboxID: created.id } });
    expect(undoCreation.status).toBe(409);
    expect(await tagName(nuclear.TagID)).toBe('Nuclear');
  });

  it('renames a tag carried by many items with a bounded number of statements', async () => {
    const { convoID } = await tagged('Crowded, first', 'x');
    const crowded = await tagOf(convoID, 'Crowded');
    // 600 more questions carrying it, written directly (the API would take minutes).
    await t.sql(
      `INSERT INTO convos (id, title, description, tags, created_by)
       SELECT 'bulk' || g, 'Bulk question ' || g, $2, CASE WHEN g % 2 = 0 THEN 'crowded, b' || g ELSE 'a' || g || ',CROWDED' END,
              (SELECT created_by FROM convos WHERE id = $1)
         FROM generate_series(1, 600) g`,
      [convoID, 'x'.repeat(170)],
    );
    await t.sql(
      `INSERT INTO artifact_tags (tag_id, artifact_type, artifact_id)
       SELECT $1, 'convo', 'bulk' || g FROM generate_series(1, 600) g`,
      [crowded.TagID],
    );
    const res = await editField(editor, 'tag', crowded.TagID, 'Name', 'Crowded', 'Packed');
    expect(res.status).toBe(200);
    const rows = await t.sql<{ id: string; tags: string }>(
      "SELECT id, tags FROM convos WHERE id LIKE 'bulk%' ORDER BY id",
    );
    expect(rows).toHaveLength(600);
    for (const row of rows) {
      const g = Number(row.id.slice(4));
      expect(row.tags).toBe(g % 2 === 0 ? `Packed, b${g}` : `a${g}, Packed`);
    }
  });

  describe('concurrency', () => {
    it('lets exactly one of two renames from the same name win; the other gets 409', async () => {
      const { convoID, argID } = await tagged('Contested', 'contested');
      const tag = await tagOf(convoID, 'Contested');
      const results = await Promise.all([
        editField(editor, 'tag', tag.TagID, 'Name', 'Contested', 'Winner one'),
        editField(otherEditor, 'tag', tag.TagID, 'Name', 'Contested', 'Winner two'),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const name = await tagName(tag.TagID);
      expect(['Winner one', 'Winner two']).toContain(name);
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe(name);
      expect((await argPage(argID)).Tags).toBe(name);
    });

    it('applies renames of different tags on the same items at once, both kept, no deadlock', async () => {
      const items = await Promise.all(
        Array.from({ length: 4 }, () => tagged('Left, Right', 'right, left')),
      );
      const left = await tagOf(items[0].convoID, 'Left');
      const right = await tagOf(items[0].convoID, 'Right');
      const results = await Promise.all([
        editField(editor, 'tag', left.TagID, 'Name', 'Left', 'Port'),
        editField(otherEditor, 'tag', right.TagID, 'Name', 'Right', 'Starboard'),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      for (const { convoID, argID } of items) {
        expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Port, Starboard');
        expect((await argPage(argID)).Tags).toBe('Starboard, Port');
      }
    });

    it("keeps every item's text and links in step when taggings race a rename", async () => {
      const { convoID } = await tagged('Racing', 'x');
      const racing = await tagOf(convoID, 'Racing');
      const fresh = await Promise.all(Array.from({ length: 6 }, () => newConvo(user)));
      const results = await Promise.all([
        editField(editor, 'tag', racing.TagID, 'Name', 'Racing', 'Sprinting'),
        ...fresh.map((id) => editField(user, 'convo', id, 'Tags', '', 'racing, other')),
      ]);
      expect(results.every((r) => r.status === 200)).toBe(true);
      for (const id of [convoID, ...fresh]) {
        const text = await getField(user, 'convo', id, 'Tags');
        const names = (await convoTags(id)).map((tag) => tag.Name.toLowerCase()).sort();
        const typed = text
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .sort();
        // Whichever came first: the text names exactly the tags the item is linked to.
        expect({ id, typed }).toEqual({ id, typed: names });
      }
    });

    it('refuses (409) an item edit based on the text a rename has since rewritten', async () => {
      const { convoID } = await tagged('Before', 'x');
      const before = await tagOf(convoID, 'Before');
      await editField(editor, 'tag', before.TagID, 'Name', 'Before', 'After');
      const stale = await editField(user, 'convo', convoID, 'Tags', 'Before', 'Before, more');
      expect(stale.status).toBe(409);
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe('After');
    });
  });

  it('backfills creation revisions for tags made before they got one (the migration)', async () => {
    const { convoID } = await tagged('Legacy tag', 'x');
    const legacy = await tagOf(convoID, 'Legacy tag');
    await editField(editor, 'tag', legacy.TagID, 'Name', 'Legacy tag', 'Heritage tag');
    const [{ created }] = await t.sql<{ created: Date }>(
      'SELECT created_at AS created FROM tags WHERE id = $1',
      [legacy.TagID],
    );
    // As before this release: no creation revision (nor its inbox entry).
    await t.sql(
      `DELETE FROM inbox_entries WHERE revision_id IN (SELECT id FROM revisions WHERE artifact_id = $1 AND action_name = 'TagCreate')`,
      [legacy.TagID],
    );
    await t.sql("DELETE FROM revisions WHERE artifact_id = $1 AND action_name = 'TagCreate'", [
      legacy.TagID,
    ]);
    expect(await history(user, 'tag', legacy.TagID)).toHaveLength(1);
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await new TagCreationRevisions1795572100000().up(runner);
      // Idempotent: a second run adds nothing.
      await new TagCreationRevisions1795572100000().up(runner);
    } finally {
      await runner.release();
    }
    const [rename, creation] = await history(user, 'tag', legacy.TagID);
    expect(rename.ActionName).toBe('TagEditTextField');
    expect(creation).toMatchObject({
      ActionName: 'TagCreate',
      ArtifactName: 'Legacy tag',
      UsernameCased: username,
      UserDescription: 'Created by tagging a question',
      Diff: [{ Field: 'Name', Old: null, New: 'Legacy tag' }],
      Created: new Date(created).toISOString(),
    });
    // A revert to it restores the first name everywhere.
    expect((await revert(editor, 'tag', legacy.TagID, creation.RevID)).status).toBe(200);
    expect(await getField(user, 'convo', convoID, 'Tags')).toBe('Legacy tag');
  });
});

describe('tags: the page cache sees a rename', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ pageCache: true });
  });
  afterAll(() => t.close());

  it("serves the questions' and arguments' new tag names to anonymous readers at once", async () => {
    const user = (await userWithRole(t)).agent;
    const editor = (await userWithRole(t, 'editor')).agent;
    const convoID = await newConvo(user);
    const argID = await newArg(user, await newPos(user, convoID));
    await editField(user, 'convo', convoID, 'Tags', '', 'Cached');
    await editField(user, 'arg', argID, 'Tags', '', 'cached');
    const read = async () => ({
      convo: (await request(t.http).get('/api/convo/get').query({ convoID })).body.Convo.Tags[0]
        .Name as string,
      arg: (await request(t.http).get('/api/arg/get').query({ argID })).body.Arg.TagRefs[0]
        .Name as string,
    });
    expect(await read()).toEqual({ convo: 'Cached', arg: 'Cached' });
    const again = await request(t.http).get('/api/convo/get').query({ convoID });
    expect(again.headers['x-page-cache']).toBe('hit');
    const tagID = (again.body.Convo.Tags[0] as TagRef).TagID;
    expect((await editField(editor, 'tag', tagID, 'Name', 'Cached', 'Renamed')).status).toBe(200);
    expect(await read()).toEqual({ convo: 'Renamed', arg: 'Renamed' });
  });
});
