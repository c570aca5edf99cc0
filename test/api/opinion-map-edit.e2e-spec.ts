import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type Agent,
  allInboxEntries,
  childIds,
  deleteArtifact,
  description,
  edit,
  editField,
  getField,
  history,
  newArg,
  newConvo,
  newPos,
  revisionCount,
  text,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('opinion map: editing', () => {
  let t: TestApp;
  let user: Agent;
  let userUid: string;
  let editor: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    const u = await userWithRole(t);
    user = u.agent;
    userUid = u.uid;
    editor = (await userWithRole(t, 'editor')).agent;
  });
  afterAll(() => t.close());

  describe('refusals', () => {
    it('answers 401 to anonymous edits of every type and changes nothing', async () => {
      const convoID = await newConvo(user);
      const posID = await newPos(user, convoID);
      const argID = await newArg(user, posID);
      const old = await getField(user, 'convo', convoID, 'Title');
      const cases = [
        ['convo', { convoID }],
        ['pos', { posID }],
        ['arg', { argID }],
        ['tag', { tagID: 'AAAAAAAAAAAA' }],
        ['category', { categoryID: 'AAAAAAAAAAAA' }],
      ] as const;
      for (const [type, ids] of cases) {
        const res = await request(t.http)
          .post(`/api/${type}/edit`)
          .send({
            body: {
              ...ids,
              action: {
                ActionName: 'ConvoEditTextField',
                ArgsJSON: JSON.stringify({ FieldName: 'Title', OldValue: old, NewValue: 'x' }),
              },
              revDesc: '',
            },
          });
        expect({ type, status: res.status }).toEqual({ type, status: 401 });
        expect(res.body).toEqual({ error: 'You need to log in to do that.' });
      }
      expect(await revisionCount(t, convoID)).toBe(1);
    });

    it('answers 403 to a user deleting anything, and to a user editing a category', async () => {
      const convoID = await newConvo(user);
      const posID = await newPos(user, convoID);
      const argID = await newArg(user, posID);
      for (const [type, id, noun] of [
        ['convo', convoID, 'a question'],
        ['pos', posID, 'a position'],
        ['arg', argID, 'an argument'],
      ] as const) {
        const res = await deleteArtifact(user, type, id);
        expect({ type, status: res.status }).toEqual({ type, status: 403 });
        expect(res.body.error).toBe(`You need the editor role to delete ${noun}.`);
        expect(await revisionCount(t, id)).toBe(1);
      }
      expect((await request(t.http).get('/api/convo/get').query({ convoID })).status).toBe(200);
      const category = await editor.post('/api/category/new').send({ body: { title: 'History' } });
      const res = await editField(
        user,
        'category',
        category.body.CategoryID,
        'Title',
        'History',
        'World history',
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'You need the editor role to edit a category.' });
    });
  });

  describe('EditTextField', () => {
    const cases: ['convo' | 'pos' | 'arg', string, () => string][] = [
      ['convo', 'Title', () => title('New question title')],
      ['convo', 'Description', () => description('New convo description')],
      ['pos', 'Title', () => title('New position title')],
      ['pos', 'Description', () => 'A new position description.'],
      ['arg', 'Title', () => title('New argument title')],
      ['arg', 'Description', () => description('New arg description')],
      ['arg', 'Argument', () => text(120, 'The argument')],
      ['arg', 'CounterArguments', () => text(150, 'Counter')],
      ['arg', 'Context', () => 'Some context\nover two lines'],
      ['arg', 'Framing', () => 'Framing it'],
      ['arg', 'FurtherReading', () => 'A book'],
      ['arg', 'Premises', () => 'P1\nP2'],
      ['arg', 'ReferencesBody', () => 'Ref https://example.org'],
      ['arg', 'RejectingPremises', () => 'Not P1'],
    ];
    let ids: Record<'convo' | 'pos' | 'arg', string>;

    beforeAll(async () => {
      const convo = await newConvo(user);
      const pos = await newPos(user, convo);
      const arg = await newArg(user, pos);
      ids = { convo, pos, arg };
    });

    it.each(cases)('edits %s %s, writing a revision', async (type, field, value) => {
      const id = ids[type];
      const old = await getField(user, type, id, field);
      const revisions = await revisionCount(t, id);
      const newValue = value();
      const res = await editField(user, type, id, field, old, newValue, `Improved ${field}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ RevID: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/) });
      expect(await getField(user, type, id, field)).toBe(newValue);
      expect(await revisionCount(t, id)).toBe(revisions + 1);
      const [latest] = await history(user, type, id);
      expect(latest).toMatchObject({
        RevID: res.body.RevID,
        ArtifactType: type,
        ArtifactID: id,
        UserID: userUid,
        ActionName: `${type[0].toUpperCase()}${type.slice(1)}EditTextField`,
        UserDescription: `Improved ${field}`,
        Diff: [{ Field: field, Old: old, New: newValue }],
      });
      expect(JSON.parse(latest.ArgsJSON)).toEqual({
        FieldName: field,
        OldValue: old,
        NewValue: newValue,
      });
    });

    it('refuses a stale OldValue with 409 and writes nothing', async () => {
      for (const type of ['convo', 'arg'] as const) {
        const id = ids[type];
        const current = await getField(user, type, id, 'Title');
        const revisions = await revisionCount(t, id);
        const inbox = (await allInboxEntries(editor)).length;
        const res = await editField(user, type, id, 'Title', 'what I loaded long ago', title());
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
          error:
            'Title was changed by someone else since you loaded it; reload to see their version, then edit again.',
        });
        expect(await getField(user, type, id, 'Title')).toBe(current);
        expect(await revisionCount(t, id)).toBe(revisions);
        expect((await allInboxEntries(editor)).length).toBe(inbox);
      }
    });

    it('enforces the field limits (after trim, newlines stripped where not allowed)', async () => {
      const oldDesc = await getField(user, 'convo', ids.convo, 'Description');
      const short = await editField(user, 'convo', ids.convo, 'Description', oldDesc, text(159));
      expect(short.status).toBe(400);
      expect(short.body.error).toBe('The description must be 160 to 300 characters; it has 159.');
      const oldArgument = await getField(user, 'arg', ids.arg, 'Argument');
      const tooShort = await editField(user, 'arg', ids.arg, 'Argument', oldArgument, text(99));
      expect(tooShort.status).toBe(400);
      expect(tooShort.body.error).toBe('The argument must be 100 to 5000 characters; it has 99.');
      // A new argument has no Argument or CounterArguments yet; no edit may leave one empty.
      for (const [field, label] of [
        ['Argument', 'argument'],
        ['CounterArguments', 'counter-arguments'],
      ]) {
        const old = await getField(user, 'arg', ids.arg, field);
        const emptied = await editField(user, 'arg', ids.arg, field, old, '   ');
        expect(emptied.status).toBe(400);
        expect(emptied.body.error).toBe(
          `The ${label} cannot be empty: write 100 to 5000 characters.`,
        );
        expect(await getField(user, 'arg', ids.arg, field)).toBe(old);
      }
      const context = await getField(user, 'arg', ids.arg, 'Context');
      const long = await editField(user, 'arg', ids.arg, 'Context', context, text(5001));
      expect(long.status).toBe(400);
      expect(long.body.error).toBe('The context must be at most 5000 characters; it has 5001.');
      const full = await editField(user, 'arg', ids.arg, 'Context', context, text(5000));
      expect(full.status).toBe(200);
      const oldTitle = await getField(user, 'pos', ids.pos, 'Title');
      const newline = await editField(user, 'pos', ids.pos, 'Title', oldTitle, ' Two\nlines ok ');
      expect(newline.status).toBe(200);
      expect(await getField(user, 'pos', ids.pos, 'Title')).toBe('Two lines ok');
      expect(await revisionCount(t, ids.convo)).toBeGreaterThan(1);
    });

    it('refuses a NewValue equal to the current value with 400 and no revision', async () => {
      const current = await getField(user, 'convo', ids.convo, 'Title');
      const revisions = await revisionCount(t, ids.convo);
      for (const same of [current, `  ${current} `]) {
        const res = await editField(user, 'convo', ids.convo, 'Title', current, same);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'That change would change nothing.' });
      }
      expect(await revisionCount(t, ids.convo)).toBe(revisions);
    });

    it.each([
      ['an unknown action', 'ConvoFly', '{}', 'Unknown action "ConvoFly" for a question.'],
      [
        'an action of another type',
        'PosEditTextField',
        '{}',
        'Unknown action "PosEditTextField" for a question.',
      ],
      ['ArgSetPos on a question', 'ArgSetPos', '{}', 'Unknown action "ArgSetPos" for a question.'],
      ['a create action', 'ConvoCreate', '{}', 'Unknown action "ConvoCreate" for a question.'],
      ['malformed ArgsJSON', 'ConvoEditTextField', '{"FieldName":', /ArgsJSON must be a JSON/],
      ['ArgsJSON that is a list', 'ConvoEditTextField', '[1]', /ArgsJSON must be a JSON/],
      ['ArgsJSON that is null', 'ConvoEditTextField', 'null', /ArgsJSON must be a JSON/],
      [
        'a missing FieldName',
        'ConvoEditTextField',
        '{"OldValue":"a","NewValue":"b"}',
        'action.ArgsJSON.FieldName must be text.',
      ],
      [
        'an unknown field',
        'ConvoEditTextField',
        '{"FieldName":"Password","OldValue":"","NewValue":"x"}',
        'A question has no text field "Password".',
      ],
      [
        'an inherited property name as field',
        'ConvoEditTextField',
        '{"FieldName":"constructor","OldValue":"","NewValue":"x"}',
        'A question has no text field "constructor".',
      ],
      [
        'a field of another type',
        'ConvoEditTextField',
        '{"FieldName":"Argument","OldValue":"","NewValue":"x"}',
        'A question has no text field "Argument".',
      ],
      [
        'a non-text NewValue',
        'ConvoEditTextField',
        '{"FieldName":"Title","OldValue":"","NewValue":7}',
        'action.ArgsJSON.NewValue must be text.',
      ],
    ])('refuses %s with 400', async (_name, actionName, argsJson, message) => {
      const before = await revisionCount(t, ids.convo);
      const res = await edit(user, 'convo', ids.convo, actionName, argsJson);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
      expect(await revisionCount(t, ids.convo)).toBe(before);
    });

    it('refuses malformed edit bodies with 400', async () => {
      const bodies = [
        { convoID: ids.convo, revDesc: '' },
        { convoID: ids.convo, action: 'ConvoDelete' },
        { convoID: ids.convo, action: { ActionName: 'ConvoDelete', ArgsJSON: {} } },
        { convoID: 'bad id!', action: { ActionName: 'ConvoDelete', ArgsJSON: '{}' } },
        { convoID: ids.convo, action: { ActionName: 'ConvoDelete', ArgsJSON: '{}' }, revDesc: 5 },
      ];
      for (const body of bodies) {
        const res = await user.post('/api/convo/edit').send({ body });
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual(expect.any(String));
      }
      const unknownType = await user.post('/api/gadget/edit').send({ body: {} });
      expect(unknownType.status).toBe(404);
      const unknownId = await editField(user, 'convo', 'AAAAAAAAAAAA', 'Title', 'a', title());
      expect(unknownId.status).toBe(404);
      expect(unknownId.body).toEqual({ error: 'There is no question with id AAAAAAAAAAAA.' });
    });

    it('stores "Added content" when revDesc is empty or blank, and the trimmed text otherwise', async () => {
      for (const [revDesc, stored] of [
        ['', 'Added content'],
        ['   \n ', 'Added content'],
        ['  Fixed   a typo\n', 'Fixed a typo'],
        ['Bell\u0007 byte', 'Bell byte'],
      ]) {
        const old = await getField(user, 'pos', ids.pos, 'Description');
        const res = await editField(user, 'pos', ids.pos, 'Description', old, text(50), revDesc);
        expect(res.status).toBe(200);
        const [latest] = await history(user, 'pos', ids.pos);
        expect(latest.RevID).toBe(res.body.RevID);
        expect(latest.UserDescription).toBe(stored);
      }
      const omitted = await user.post('/api/pos/edit').send({
        body: {
          posID: ids.pos,
          action: {
            ActionName: 'PosEditTextField',
            ArgsJSON: JSON.stringify({
              FieldName: 'Description',
              OldValue: await getField(user, 'pos', ids.pos, 'Description'),
              NewValue: 'Without a revDesc at all',
            }),
          },
        },
      });
      expect(omitted.status).toBe(200);
      expect((await history(user, 'pos', ids.pos))[0].UserDescription).toBe('Added content');
    });
  });

  describe('Tags', () => {
    it('creates tags, lists the artifact on the tag page and re-syncs on change', async () => {
      const convoID = await newConvo(user);
      const posID = await newPos(user, convoID);
      const argID = await newArg(user, posID);
      const res = await editField(user, 'convo', convoID, 'Tags', '', ' Energy , climate,energy ');
      expect(res.status).toBe(200);
      const page = await request(t.http).get('/api/convo/get').query({ convoID });
      const tags = page.body.Convo.Tags as { TagID: string; Name: string; Link: string }[];
      expect(tags.map((tag) => tag.Name).sort()).toEqual(['Energy', 'climate']);
      const energy = tags.find((tag) => tag.Name === 'Energy')!;
      expect(energy.Link).toBe(`/tags/${energy.TagID}`);

      const argTags = await editField(user, 'arg', argID, 'Tags', '', 'ENERGY');
      expect(argTags.status).toBe(200);
      const arg = await request(t.http).get('/api/arg/get').query({ argID });
      expect(arg.body.Arg.Tags).toBe('ENERGY');

      const tagPage = await request(t.http).get('/api/tag/get').query({ tagID: energy.TagID });
      expect(tagPage.status).toBe(200);
      expect(tagPage.body.Tag).toEqual({
        TagID: energy.TagID,
        Name: 'Energy',
        Link: `/tags/${energy.TagID}`,
      });
      expect(tagPage.body.Items).toEqual(
        expect.arrayContaining([
          {
            ArtifactType: 'convo',
            ArtifactID: convoID,
            Title: page.body.Convo.Title,
            Link: `/c/${convoID}`,
          },
          {
            ArtifactType: 'arg',
            ArtifactID: argID,
            Title: expect.any(String),
            Link: `/a/${argID}`,
          },
        ]),
      );
      expect(tagPage.body.Items).toHaveLength(2);

      const current = await getField(user, 'convo', convoID, 'Tags');
      expect((await editField(user, 'convo', convoID, 'Tags', current, 'climate')).status).toBe(
        200,
      );
      const after = await request(t.http).get('/api/tag/get').query({ tagID: energy.TagID });
      expect(after.body.Items.map((i: { ArtifactID: string }) => i.ArtifactID)).toEqual([argID]);
    });

    it('refuses a tag over 40 characters with 400 and keeps the old tags', async () => {
      const convoID = await newConvo(user);
      const res = await editField(user, 'convo', convoID, 'Tags', '', `ok, ${'x'.repeat(41)}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        `Each tag must be at most 40 characters; "${'x'.repeat(20)}..." has 41.`,
      );
      expect(await getField(user, 'convo', convoID, 'Tags')).toBe('');
      const [{ n }] = await t.sql<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM artifact_tags WHERE artifact_type = 'convo' AND artifact_id = $1",
        [convoID],
      );
      expect(n).toBe(0);
    });

    it('sets Offensive on reads when tagged Offensive (any case)', async () => {
      const convoID = await newConvo(user);
      const posID = await newPos(user, convoID);
      const argID = await newArg(user, posID);
      expect((await editField(user, 'convo', convoID, 'Tags', '', 'Offensive')).status).toBe(200);
      expect((await editField(user, 'arg', argID, 'Tags', '', 'offensive, rude')).status).toBe(200);
      const convo = await request(t.http).get('/api/convo/get').query({ convoID });
      expect(convo.body.Convo.Offensive).toBe(true);
      const pos = await request(t.http).get('/api/pos/get').query({ posID });
      expect(pos.body.Convo.Offensive).toBe(true);
      const arg = await request(t.http).get('/api/arg/get').query({ argID });
      expect(arg.body.Arg.Offensive).toBe(true);
      expect(arg.body.Convo.Offensive).toBe(true);
      expect(
        (await editField(user, 'convo', convoID, 'Tags', 'Offensive', 'Tame now')).status,
      ).toBe(200);
      expect(
        (await request(t.http).get('/api/convo/get').query({ convoID })).body.Convo.Offensive,
      ).toBe(false);
    });

    it('edits a tag name (editors) and description (TagEditTextField)', async () => {
      const convoID = await newConvo(user);
      await editField(user, 'convo', convoID, 'Tags', '', 'Solar power');
      const tag = (await request(t.http).get('/api/convo/get').query({ convoID })).body.Convo
        .Tags[0];
      const named = await editField(
        editor,
        'tag',
        tag.TagID,
        'Name',
        'Solar power',
        'Solar energy',
      );
      expect(named.status).toBe(200);
      expect(
        (await request(t.http).get('/api/tag/get').query({ tagID: tag.TagID })).body.Tag.Name,
      ).toBe('Solar energy');
      const described = await editField(user, 'tag', tag.TagID, 'Description', '', 'About the sun');
      expect(described.status).toBe(200);
      expect(await getField(user, 'tag', tag.TagID, 'Description')).toBe('About the sun');
      const [latest] = await history(user, 'tag', tag.TagID);
      expect(latest.ActionName).toBe('TagEditTextField');
      // The rename rewrote the question's Tags text.
      await editField(user, 'convo', convoID, 'Tags', 'Solar energy', 'Solar energy, Wind');
      const wind = (
        await request(t.http).get('/api/convo/get').query({ convoID })
      ).body.Convo.Tags.find((x: { Name: string }) => x.Name === 'Wind');
      const clash = await editField(editor, 'tag', wind.TagID, 'Name', 'Wind', 'solar ENERGY');
      expect(clash.status).toBe(409);
      expect(clash.body.error).toBe('A tag named "Solar energy" already exists.');
    });
  });

  describe('reordering', () => {
    it('reorders positions (PosOrderJSON) and arguments (ArgOrderJSON)', async () => {
      const convoID = await newConvo(user);
      const p = [
        await newPos(user, convoID),
        await newPos(user, convoID),
        await newPos(user, convoID),
      ];
      const a = [await newArg(user, p[0]), await newArg(user, p[0]), await newArg(user, p[0])];
      const reordered = [p[2], p[0], p[1]];
      const res = await editField(
        user,
        'convo',
        convoID,
        'PosOrderJSON',
        JSON.stringify(p),
        JSON.stringify(reordered),
      );
      expect(res.status).toBe(200);
      expect((await childIds(user, 'convo', convoID)).ids).toEqual(reordered);
      const page = await request(t.http).get('/api/convo/get').query({ convoID });
      expect(page.body.Positions.map((x: { PosID: string }) => x.PosID)).toEqual(reordered);
      const [latest] = await history(user, 'convo', convoID);
      // Beside the raw lists, the positions as a reader knows them: by their titles.
      const titles = new Map(
        page.body.Positions.map((x: { PosID: string; Title: string }) => [x.PosID, x.Title]),
      );
      expect(latest.Diff).toEqual([
        {
          Field: 'PosOrderJSON',
          Old: JSON.stringify(p),
          New: JSON.stringify(reordered),
          OldShown: p.map((id) => titles.get(id)),
          NewShown: reordered.map((id) => titles.get(id)),
        },
      ]);

      const args = [a[1], a[2], a[0]];
      const argRes = await editField(
        user,
        'pos',
        p[0],
        'ArgOrderJSON',
        JSON.stringify(a),
        JSON.stringify(args),
      );
      expect(argRes.status).toBe(200);
      expect((await childIds(user, 'pos', p[0])).ids).toEqual(args);
      const pos = await request(t.http).get('/api/pos/get').query({ posID: p[0] });
      expect(pos.body.Arguments.map((x: { ArgID: string }) => x.ArgID)).toEqual(args);
      // The walk across the question follows the new orders.
      const first = await request(t.http).get('/api/arg/get').query({ argID: a[1] });
      expect(first.body.PrevArg).toBeNull();
      expect(first.body.NextArg.ID).toBe(a[2]);
    });

    it('refuses a new order that is not a permutation (400) or a stale OldValue (409)', async () => {
      const convoID = await newConvo(user);
      const p = [await newPos(user, convoID), await newPos(user, convoID)];
      const order = JSON.stringify(p);
      const other = await newPos(user, await newConvo(user));
      const revisions = await revisionCount(t, convoID);
      for (const bad of [
        [p[0]],
        [p[0], p[0]],
        [p[0], p[1], other],
        [p[0], other],
        [p[1], p[0], p[1]],
      ]) {
        const res = await editField(
          user,
          'convo',
          convoID,
          'PosOrderJSON',
          order,
          JSON.stringify(bad),
        );
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(
          'NewValue of PosOrderJSON must list each current child exactly once.',
        );
      }
      for (const badJson of ['not json', '{"a":1}', '[1, 2]']) {
        const res = await editField(user, 'convo', convoID, 'PosOrderJSON', order, badJson);
        expect(res.status).toBe(400);
      }
      const malformedOld = await editField(user, 'convo', convoID, 'PosOrderJSON', '[', order);
      expect(malformedOld.status).toBe(400);
      const stale = await editField(
        user,
        'convo',
        convoID,
        'PosOrderJSON',
        JSON.stringify([p[1], p[0]]),
        JSON.stringify([p[1], p[0]]),
      );
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/^The order changed since you loaded it/);
      const same = await editField(user, 'convo', convoID, 'PosOrderJSON', order, order);
      expect(same.status).toBe(400);
      expect(await revisionCount(t, convoID)).toBe(revisions);
      expect((await childIds(user, 'convo', convoID)).ids).toEqual(p);

      // A child added since the order was loaded makes the old order stale.
      await newPos(user, convoID);
      const missed = await editField(
        user,
        'convo',
        convoID,
        'PosOrderJSON',
        order,
        JSON.stringify([p[1], p[0]]),
      );
      expect(missed.status).toBe(409);
    });

    it('does not count deleted children in the order', async () => {
      const convoID = await newConvo(user);
      const p = [
        await newPos(user, convoID),
        await newPos(user, convoID),
        await newPos(user, convoID),
      ];
      expect((await deleteArtifact(editor, 'pos', p[1])).status).toBe(200);
      const { orderJSON } = await childIds(user, 'convo', convoID);
      expect(orderJSON).toBe(JSON.stringify([p[0], p[2]]));
      const res = await editField(
        user,
        'convo',
        convoID,
        'PosOrderJSON',
        orderJSON,
        JSON.stringify([p[2], p[0]]),
      );
      expect(res.status).toBe(200);
      expect((await childIds(user, 'convo', convoID)).ids).toEqual([p[2], p[0]]);
    });
  });

  describe('ArgSetPos', () => {
    it('moves an argument to another position of the same question, updating both orders', async () => {
      const convoID = await newConvo(user);
      const from = await newPos(user, convoID);
      const to = await newPos(user, convoID);
      const a = [await newArg(user, from), await newArg(user, from)];
      const b = await newArg(user, to);
      const res = await edit(user, 'arg', a[0], 'ArgSetPos', { NewParentPosID: to });
      expect(res.status).toBe(200);
      expect((await childIds(user, 'pos', from)).ids).toEqual([a[1]]);
      expect((await childIds(user, 'pos', to)).ids).toEqual([b, a[0]]);
      expect(await getField(user, 'pos', from, 'ArgOrderJSON')).toBe(JSON.stringify([a[1]]));
      expect(await getField(user, 'pos', to, 'ArgOrderJSON')).toBe(JSON.stringify([b, a[0]]));
      const arg = await request(t.http).get('/api/arg/get').query({ argID: a[0] });
      expect(arg.body.Arg.PosID).toBe(to);
      expect(arg.body.Pos.PosID).toBe(to);
      const [latest] = await history(user, 'arg', a[0]);
      expect(latest).toMatchObject({
        ActionName: 'ArgSetPos',
        Diff: [{ Field: 'PosID', Old: from, New: to }],
      });
    });

    it('refuses another question’s position (400), an unknown one (404), the same one (400)', async () => {
      const convoID = await newConvo(user);
      const pos = await newPos(user, convoID);
      const argID = await newArg(user, pos);
      const elsewhere = await newPos(user, await newConvo(user));
      const before = await revisionCount(t, argID);
      const other = await edit(user, 'arg', argID, 'ArgSetPos', { NewParentPosID: elsewhere });
      expect(other.status).toBe(400);
      expect(other.body.error).toBe('NewParentPosID must be a position of the same question.');
      const unknown = await edit(user, 'arg', argID, 'ArgSetPos', {
        NewParentPosID: 'AAAAAAAAAAAA',
      });
      expect(unknown.status).toBe(404);
      const same = await edit(user, 'arg', argID, 'ArgSetPos', { NewParentPosID: pos });
      expect(same.status).toBe(400);
      const malformed = await edit(user, 'arg', argID, 'ArgSetPos', {
        NewParentPosID: 'bad\u0000',
      });
      expect(malformed.status).toBe(400);
      const missing = await edit(user, 'arg', argID, 'ArgSetPos', {});
      expect(missing.status).toBe(400);
      expect(await revisionCount(t, argID)).toBe(before);
      expect((await childIds(user, 'pos', pos)).ids).toEqual([argID]);
      expect((await childIds(user, 'pos', elsewhere)).ids).toEqual([]);
    });
  });

  describe('deleting', () => {
    it('lets an editor delete an argument, a position and a question; Location is the parent', async () => {
      const convoID = await newConvo(user, { title: 'Deletable question here' });
      const [p1, p2] = [await newPos(user, convoID), await newPos(user, convoID)];
      const [a1, a2] = [await newArg(user, p1), await newArg(user, p1)];
      const a3 = await newArg(user, p2);

      const argDel = await deleteArtifact(editor, 'arg', a1);
      expect(argDel.status).toBe(200);
      expect(argDel.body).toEqual({ RevID: expect.any(String), Location: `/p/${p1}` });
      expect((await request(t.http).get('/api/arg/get').query({ argID: a1 })).status).toBe(404);
      expect((await childIds(user, 'pos', p1)).ids).toEqual([a2]);
      const convo = await request(t.http).get('/api/convo/get').query({ convoID });
      expect(convo.body.Positions[0].Arguments.map((a: { ArgID: string }) => a.ArgID)).toEqual([
        a2,
      ]);
      const walk = await request(t.http).get('/api/arg/getnextarg').query({ argID: a2 });
      expect(walk.body).toMatchObject({ CurrentArg: 1, NumArguments: 2 });

      const posDel = await deleteArtifact(editor, 'pos', p1);
      expect(posDel.status).toBe(200);
      expect(posDel.body.Location).toBe(`/c/${convoID}`);
      expect((await childIds(user, 'convo', convoID)).ids).toEqual([p2]);
      expect((await request(t.http).get('/api/arg/get').query({ argID: a2 })).status).toBe(404);
      const after = await request(t.http).get('/api/pos/get').query({ posID: p2 });
      expect(after.body.PrevPos).toBeNull();
      const a3Page = await request(t.http).get('/api/arg/get').query({ argID: a3 });
      expect(a3Page.body.PrevArg).toBeNull();

      const convoDel = await deleteArtifact(editor, 'convo', convoID);
      expect(convoDel.status).toBe(200);
      expect(convoDel.body.Location).toBe('/encyclopedia');
      expect((await request(t.http).get('/api/convo/get').query({ convoID })).status).toBe(404);
      expect((await request(t.http).get('/api/pos/get').query({ posID: p2 })).status).toBe(404);
      expect((await request(t.http).get('/api/arg/get').query({ argID: a3 })).status).toBe(404);
      const list = await request(t.http).get('/api/convo/list').query({ perPage: 100 });
      expect(list.body.Convos.map((c: { ConvoID: string }) => c.ConvoID)).not.toContain(convoID);

      // Deletes are soft: history stays (shown to mods and admins), and a second delete is a conflict.
      expect((await user.get('/api/convo/history').query({ convoID })).status).toBe(404);
      const revs = await history((await userWithRole(t, 'mod')).agent, 'convo', convoID);
      expect(revs[0]).toMatchObject({
        ActionName: 'ConvoDelete',
        Diff: [{ Field: 'Deleted', Old: 'false', New: 'true' }],
      });
      const again = await deleteArtifact(editor, 'convo', convoID);
      expect(again.status).toBe(409);
    });

    it('removes deleted artifacts (and what is under them) from search and tag pages', async () => {
      // Digits make it one token the English stemmer leaves alone: an all-letter suffix such as
      // 'pdenmxwy' would be searched as 'pdenmxwi', which is no prefix of the tag's '...wytag'.
      const word = `zanzibarite${Date.now()}`;
      const convoID = await newConvo(user, { title: `Question about ${word}` });
      const posID = await newPos(user, convoID, { title: `Position on ${word}` });
      const argID = await newArg(user, posID, { title: `Argument for ${word}` });
      await editField(user, 'arg', argID, 'Tags', '', `${word}tag`);
      const found = async () =>
        (await request(t.http).get('/api/search').query({ q: word })).body.Results.map(
          (r: { ArtifactID: string }) => r.ArtifactID,
        );
      const [{ id: tagID }] = await t.sql<{ id: string }>('SELECT id FROM tags WHERE key = $1', [
        `${word}tag`,
      ]);
      expect((await found()).sort()).toEqual([convoID, posID, argID, tagID].sort());
      const tagItems = async () =>
        (await request(t.http).get('/api/tag/get').query({ tagID })).body.Items.map(
          (i: { ArtifactID: string }) => i.ArtifactID,
        );
      expect(await tagItems()).toEqual([argID]);

      expect((await deleteArtifact(editor, 'pos', posID)).status).toBe(200);
      expect((await found()).sort()).toEqual([convoID, tagID].sort());
      expect(await tagItems()).toEqual([]);

      const posID2 = await newPos(user, convoID, { title: `Second position ${word}` });
      expect((await found()).sort()).toEqual([convoID, posID2, tagID].sort());
      expect((await deleteArtifact(editor, 'convo', convoID)).status).toBe(200);
      expect(await found()).toEqual([tagID]);
    });
  });

  describe('revisions and inbox entries', () => {
    it('writes one revision and one inbox entry per change of a question, position or argument', async () => {
      const before = await allInboxEntries(editor);
      const convoID = await newConvo(user);
      const posID = await newPos(user, convoID);
      const argID = await newArg(user, posID);
      const oldTitle = await getField(user, 'convo', convoID, 'Title');
      const revIds = [
        (await editField(user, 'convo', convoID, 'Title', oldTitle, title())).body.RevID,
        (await editField(user, 'pos', posID, 'Description', 'A short position description.', 'x'))
          .body.RevID,
        (await editField(user, 'arg', argID, 'Framing', '', 'Framed')).body.RevID,
        (await deleteArtifact(editor, 'arg', argID)).body.RevID,
      ];
      expect(revIds.every((id) => typeof id === 'string')).toBe(true);
      const after = await allInboxEntries(editor);
      const fresh = after.filter((e) => !before.some((b) => b.InboxID === e.InboxID));
      // 3 creations + 4 changes
      expect(fresh).toHaveLength(7);
      const byRev = new Map(fresh.map((e) => [e.Revision.RevID, e]));
      expect(byRev.get(revIds[0])).toMatchObject({
        Kind: 'convoAction',
        Status: 'unseen',
        Undone: false,
        Deleted: false,
        Revision: { ArtifactType: 'convo', ArtifactID: convoID, ActionName: 'ConvoEditTextField' },
      });
      expect(byRev.get(revIds[1])?.Kind).toBe('posAction');
      expect(byRev.get(revIds[2])?.Kind).toBe('argAction');
      expect(byRev.get(revIds[3])).toMatchObject({ Kind: 'argAction', Deleted: true });
      expect(fresh.map((e) => e.Revision.ActionName).sort()).toEqual(
        [
          'ArgCreate',
          'ArgDelete',
          'ArgEditTextField',
          'ConvoCreate',
          'ConvoEditTextField',
          'PosCreate',
          'PosEditTextField',
        ].sort(),
      );
      expect(await revisionCount(t, convoID)).toBe(2);
      expect(await revisionCount(t, posID)).toBe(2);
      expect(await revisionCount(t, argID)).toBe(3);
    });

    it('marks the entries of what lives under a deleted question as deleted, and only those', async () => {
      const convoID = await newConvo(user);
      const posID = await newPos(user, convoID);
      const [a1, a2] = [await newArg(user, posID), await newArg(user, posID)];
      const kept = await newConvo(user);
      const keptArg = await newArg(user, await newPos(user, kept));
      expect((await deleteArtifact(editor, 'convo', convoID)).status).toBe(200);
      const entries = await allInboxEntries(editor);
      const deletedOf = (id: string) =>
        entries.filter((e) => e.Revision.ArtifactID === id).map((e) => e.Deleted);
      // The question's entries are its creation and its deletion; the others', their creation.
      expect(deletedOf(convoID)).toEqual([true, true]);
      for (const id of [posID, a1, a2]) expect(deletedOf(id)).toEqual([true]);
      for (const id of [kept, keptArg]) expect(deletedOf(id)).toEqual([false]);
    });

    it('records creation as the first revision, with its Diff', async () => {
      const convoID = await newConvo(user, { title: 'A freshly created question' });
      const revs = await history(user, 'convo', convoID);
      expect(revs).toHaveLength(1);
      expect(revs[0]).toMatchObject({
        ActionName: 'ConvoCreate',
        ArtifactName: 'A freshly created question',
        ArtifactLink: `/c/${convoID}`,
        UserID: userUid,
        LikeNum: 0,
        LikedByMe: false,
      });
      expect(revs[0].Diff).toEqual(
        expect.arrayContaining([{ Field: 'Title', Old: null, New: 'A freshly created question' }]),
      );
    });
  });
});
