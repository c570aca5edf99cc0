import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectError, rawPost, rowCount } from './support/api-checks.js';
import { envelope, LONE_SURROGATE, NUL } from './support/hostile-values.js';
import { type Agent, description, history, newConvo, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The fields of a console record of /api/admin/data/reqs that a suggestion adds. */
interface SuggestionRecord {
  id: string;
  Title: string;
  Status: 'open' | 'resolved';
  Suggestion: boolean;
  Outcome: 'open' | 'question' | 'declined' | null;
  ConvoID: string;
  QuestionLink: string;
  DeclineReason: string;
  ArtifactType: string | null;
}

interface SuggestionBody {
  ReqID: string;
  Title: string;
  Issue: string;
  Link: string;
  Outcome: 'open' | 'question' | 'declined';
  ConvoID: string;
  ConvoLink: string;
  DeclineReason: string;
  Created: string;
}

const BASE = '/api/admin/data/reqs';
const WHY = 'People keep asking about it and the encyclopedia has nothing.';

let serial = 0;
const question = () => `Should cities ban private cars ${(serial += 1)}?`;

describe('suggested questions', () => {
  let t: TestApp;
  let user: Agent;
  let username: string;
  let other: Agent;
  let editor: Agent;
  let editorName: string;

  const suggest = (agent: Agent, body: Record<string, unknown>) =>
    agent.post('/api/req/new').send({ body: { artifactType: 'suggest', ...body } });

  async function newSuggestion(title = question()): Promise<string> {
    const res = await suggest(user, { title, issue: WHY });
    expect(res.status).toBe(201);
    return res.body.ReqID as string;
  }

  const resolve = (agent: Agent, id: string, data: Record<string, unknown>, reason = '') =>
    agent.post(`${BASE}/${id}`).send({ body: { data, previousData: {}, reason } });
  const makeQuestion = (agent: Agent, id: string, title = question(), desc = description()) =>
    resolve(agent, id, { Resolution: 'question', QuestionTitle: title, QuestionDescription: desc });
  const decline = (agent: Agent, id: string, reason: string) =>
    resolve(agent, id, { Resolution: 'decline' }, reason);

  const record = async (id: string): Promise<SuggestionRecord> => {
    const res = await editor.get(`${BASE}/${id}`);
    expect(res.status).toBe(200);
    return res.body.Item as SuggestionRecord;
  };
  const suggestionsOf = async (name: string, agent: Agent = request.agent(t.http)) => {
    const res = await agent.get('/api/req/suggestions').query({ username: name });
    expect(res.status).toBe(200);
    return res.body as { Suggestions: SuggestionBody[]; HasMore: boolean };
  };

  beforeAll(async () => {
    t = await startTestApp();
    ({ agent: user, username } = await userWithRole(t));
    other = (await userWithRole(t)).agent;
    ({ agent: editor, username: editorName } = await userWithRole(t, 'editor'));
  });
  afterAll(() => t?.close());

  describe('suggesting', () => {
    it('answers 401 to anonymous callers, writing nothing', async () => {
      const before = await rowCount(t, 'reqs');
      const res = await suggest(request.agent(t.http), { title: question(), issue: WHY });
      expectError(res, 401, /log in/);
      expect(await rowCount(t, 'reqs')).toBe(before);
    });

    it('lets a user suggest a question: an open request of type suggest, with its creation revision', async () => {
      const title = question();
      const res = await suggest(user, { title: `  ${title} `, issue: WHY });
      expect(res.status).toBe(201);
      const id = res.body.ReqID as string;
      expect(res.body.Location).toBe(`/req/${id}`);
      const page = await request.agent(t.http).get('/api/req/get').query({ reqID: id });
      expect(page.status).toBe(200);
      expect(page.body.Req).toMatchObject({
        Title: title,
        Issue: WHY,
        ArtifactType: 'suggest',
        Admin: false,
        Suggestion: true,
        Status: 'open',
        SuggestionState: { Outcome: 'open', ConvoID: '', ConvoLink: '', DeclineReason: '' },
      });
      const revisions = await history(user, 'req', id);
      expect(revisions.map((r) => [r.ActionName, r.UserDescription])).toEqual([
        ['ReqCreate', 'Suggested a question'],
      ]);
      const rec = await record(id);
      expect(rec).toMatchObject({ Suggestion: true, Outcome: 'open', ArtifactType: 'suggest' });
    });

    it('refuses hostile and invalid input with 400 and {"error"}, writing nothing', async () => {
      const before = await rowCount(t, 'reqs');
      const cases: [Record<string, unknown>, RegExp][] = [
        [
          { title: 'Too short?', issue: WHY.slice(0, 10) },
          /^The reason it matters must be 20 to 300 characters; it has \d+\.$/,
        ],
        [{ title: 'Short?', issue: WHY }, /^The question must be 10 to 75 characters; it has 6\.$/],
        [
          { title: 'x'.repeat(76), issue: WHY },
          /^The question must be 10 to 75 characters; it has 76\.$/,
        ],
        [
          { title: question(), issue: 'y'.repeat(301) },
          /^The reason it matters must be 20 to 300 characters; it has \d+\.$/,
        ],
        [{ title: question(), issue: WHY, artifactID: 'c1' }, /leave artifactID empty/],
        [{ title: 7, issue: WHY }, /title/],
        [{ title: question(), issue: ['a'] }, /issue/],
        [{ title: question(), issue: null }, /issue/],
      ];
      for (const [body, pattern] of cases) expectError(await suggest(user, body), 400, pattern);
      for (const bad of [NUL, LONE_SURROGATE]) {
        const res = await rawPost(
          user,
          '/api/req/new',
          envelope({ artifactType: 'suggest', title: `${question()}${bad}`, issue: WHY }),
        );
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(Object.keys(res.body)).toEqual(['error']);
      }
      expect(await rowCount(t, 'reqs')).toBe(before);
    });
  });

  describe('resolving in the console', () => {
    it('answers 401 to anonymous callers and 403 to users, even the author, writing nothing', async () => {
      const id = await newSuggestion();
      const convos = await rowCount(t, 'convos');
      const revisions = await rowCount(t, 'revisions');
      const anonymous = request.agent(t.http);
      expectError(await makeQuestion(anonymous, id), 401, /log in/);
      expectError(await decline(anonymous, id, 'No'), 401, /log in/);
      for (const agent of [user, other]) {
        expectError(await makeQuestion(agent, id), 403, /editor/);
        expectError(await decline(agent, id, 'No'), 403, /editor/);
        // Nor through the request API's own edit.
        const edit = await agent.post('/api/req/edit').send({
          body: {
            reqID: id,
            action: {
              ActionName: 'ReqEdit',
              ArgsJSON: JSON.stringify({
                Old: { Status: 'open', DeclineReason: '' },
                New: { Status: 'resolved', DeclineReason: 'Mine' },
              }),
            },
            revDesc: '',
          },
        });
        expectError(edit, 403, /editor/);
      }
      expect(await rowCount(t, 'convos')).toBe(convos);
      expect(await rowCount(t, 'revisions')).toBe(revisions);
      expect((await record(id)).Outcome).toBe('open');
    });

    it('makes it a real question with its creation revision, and resolves the suggestion with a link, in history', async () => {
      const suggested = question();
      const id = await newSuggestion(suggested);
      const title = question();
      const desc = description('Neutral');
      const res = await makeQuestion(editor, id, title, desc);
      expect(res.status).toBe(200);
      const rec = res.body.Item as SuggestionRecord;
      expect(rec).toMatchObject({ Status: 'resolved', Outcome: 'question', DeclineReason: '' });
      expect(rec.QuestionLink).toBe(`/c/${rec.ConvoID}`);

      const convo = await request
        .agent(t.http)
        .get('/api/convo/get')
        .query({ convoID: rec.ConvoID });
      expect(convo.status).toBe(200);
      expect(JSON.stringify(convo.body)).toContain(title);
      const convoHistory = await history(user, 'convo', rec.ConvoID);
      expect(convoHistory).toHaveLength(1);
      expect(convoHistory[0]).toMatchObject({
        ActionName: 'ConvoCreate',
        UsernameCased: editorName,
        // The suggestion's words, as the editor found them; the question may be worded anew.
        UserDescription: `Created from the suggestion “${suggested}”`,
      });

      const reqHistory = await history(user, 'req', id);
      expect(reqHistory[0]).toMatchObject({ ActionName: 'ReqEdit', UsernameCased: editorName });
      expect(reqHistory[0].Diff).toEqual(
        expect.arrayContaining([
          { Field: 'Status', Old: 'open', New: 'resolved' },
          // The question it became, by its title too.
          { Field: 'ConvoID', Old: '', New: rec.ConvoID, OldShown: [], NewShown: [title] },
        ]),
      );

      const page = await request.agent(t.http).get('/api/req/get').query({ reqID: id });
      expect(page.body.Req.SuggestionState).toEqual({
        Outcome: 'question',
        ConvoID: rec.ConvoID,
        ConvoLink: `/c/${rec.ConvoID}`,
        DeclineReason: '',
      });
    });

    it('refuses a question the question domain would refuse (400), writing nothing', async () => {
      const id = await newSuggestion();
      const convos = await rowCount(t, 'convos');
      expectError(await makeQuestion(editor, id, question(), 'Too short'), 400, /description/);
      expectError(await makeQuestion(editor, id, 'Short', description()), 400, /title/);
      expectError(
        await resolve(editor, id, { Resolution: 'question', QuestionTitle: question() }),
        400,
        /QuestionDescription/,
      );
      expectError(await resolve(editor, id, { Resolution: 'maybe' }), 400, /Resolution/);
      expectError(
        await resolve(editor, id, { Resolution: 'decline', Title: question() }, 'Dup'),
        400,
        /Resolution alone/,
      );
      expectError(await resolve(editor, id, { Status: 'resolved' }), 400);
      const raw = await rawPost(
        editor,
        `${BASE}/${id}`,
        envelope({
          data: {
            Resolution: 'question',
            QuestionTitle: `${question()}${NUL}`,
            QuestionDescription: description(),
          },
          previousData: {},
        }),
      );
      expect(raw.status).toBeGreaterThanOrEqual(400);
      expect(raw.status).toBeLessThan(500);
      expect(await rowCount(t, 'convos')).toBe(convos);
      expect((await record(id)).Outcome).toBe('open');
    });

    it('declines with a required reason, stored, shown and in history', async () => {
      const id = await newSuggestion();
      expectError(await decline(editor, id, '   '), 400, /reason is required/);
      const res = await decline(editor, id, 'We already have this question.');
      expect(res.status).toBe(200);
      expect(res.body.Item).toMatchObject({
        Status: 'resolved',
        Outcome: 'declined',
        DeclineReason: 'We already have this question.',
        ConvoID: '',
      });
      const [latest] = await history(user, 'req', id);
      expect(latest).toMatchObject({
        ActionName: 'ReqEdit',
        UserDescription: 'Declined: We already have this question.',
      });
    });

    it('refuses the two actions for other requests and leaves their bulk status as it was', async () => {
      const convoID = await newConvo(user);
      const res = await user.post('/api/req/new').send({
        body: { artifactType: 'convo', artifactID: convoID, title: 'Please discuss', issue: WHY },
      });
      const discussion = res.body.ReqID as string;
      expectError(await decline(editor, discussion, 'No'), 400, /Only a suggested question/);
      const suggestion = await newSuggestion();
      const bulk = await editor
        .post(`${BASE}/updatemany`)
        .send({ body: { ids: [discussion, suggestion], data: { Status: 'resolved' } } });
      expect(bulk.status).toBe(200);
      expect(bulk.body.Ids).toEqual([discussion]);
      expect((await record(suggestion)).Outcome).toBe('open');
    });

    it('lists suggestions under their filter', async () => {
      const id = await newSuggestion();
      const res = await editor
        .get(BASE)
        .query({ filter: JSON.stringify({ suggestion: true }), perPage: 100 });
      expect(res.status).toBe(200);
      const items = res.body.Items as SuggestionRecord[];
      expect(items.map((r) => r.id)).toContain(id);
      expect(items.every((r) => r.Suggestion)).toBe(true);
      const others = await editor
        .get(BASE)
        .query({ filter: JSON.stringify({ suggestion: false }) });
      expect((others.body.Items as SuggestionRecord[]).some((r) => r.Suggestion)).toBe(false);
    });

    it('lets exactly one of two concurrent declines win; the other gets 409', async () => {
      const id = await newSuggestion();
      const results = await Promise.all([
        decline(editor, id, 'Duplicate A'),
        decline(editor, id, 'Duplicate B'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expectError(
        results.find((r) => r.status === 409)!,
        409,
        /already been resolved/,
      );
      const reqHistory = await history(user, 'req', id);
      expect(reqHistory.filter((r) => r.ActionName === 'ReqEdit')).toHaveLength(1);
    });

    it('creates exactly one question from two concurrent clicks (and a decline meanwhile loses)', async () => {
      const id = await newSuggestion();
      const convos = await rowCount(t, 'convos');
      const results = await Promise.all([
        makeQuestion(editor, id),
        makeQuestion(editor, id),
        decline(editor, id, 'Too late'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      for (const res of results.filter((r) => r.status === 409)) expectError(res, 409);
      expect(await rowCount(t, 'convos')).toBe(convos + 1);
      const rec = await record(id);
      expect(rec.Outcome).toBe('question');
      const [{ n }] = await t.sql<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM convos WHERE id = $1',
        [rec.ConvoID],
      );
      expect(n).toBe(1);
    });

    it('can be reverted to open as a new revision, and resolved again', async () => {
      const id = await newSuggestion();
      expect((await decline(editor, id, 'Not now')).status).toBe(200);
      const [, created] = await history(user, 'req', id);
      const revert = await editor.post('/api/req/edit').send({
        body: {
          reqID: id,
          action: { ActionName: 'ReqRevert', ArgsJSON: JSON.stringify({ RevID: created.RevID }) },
          revDesc: 'Reopened',
        },
      });
      expect(revert.status).toBe(200);
      expect(await record(id)).toMatchObject({ Outcome: 'open', DeclineReason: '' });
      expect((await makeQuestion(editor, id)).status).toBe(200);
    });
  });

  describe("the suggester's profile list", () => {
    it('lists each live suggestion with its state, publicly and without private data', async () => {
      const { agent: author, username: name } = await userWithRole(t);
      const make = async (title: string) => {
        const res = await suggest(author, { title, issue: WHY });
        return res.body.ReqID as string;
      };
      const open = await make(question());
      const becameQuestion = await make(question());
      const declined = await make(question());
      const deleted = await make(question());
      const made = (await makeQuestion(editor, becameQuestion)).body.Item as SuggestionRecord;
      await decline(editor, declined, 'Off topic for the encyclopedia.');
      expect(
        (await editor.post(`${BASE}/${deleted}/delete`).send({ body: { reason: 'spam' } })).status,
      ).toBe(200);

      const { Suggestions, HasMore } = await suggestionsOf(name.toUpperCase());
      expect(HasMore).toBe(false);
      expect(Suggestions.map((s) => s.ReqID)).toEqual([declined, becameQuestion, open]);
      const byId = new Map(Suggestions.map((s) => [s.ReqID, s]));
      expect(byId.get(open)).toMatchObject({
        Outcome: 'open',
        ConvoLink: '',
        Link: `/req/${open}`,
      });
      expect(byId.get(becameQuestion)).toMatchObject({
        Outcome: 'question',
        ConvoID: made.ConvoID,
        ConvoLink: `/c/${made.ConvoID}`,
      });
      expect(byId.get(declined)).toMatchObject({
        Outcome: 'declined',
        DeclineReason: 'Off topic for the encyclopedia.',
      });
      for (const s of Suggestions)
        expect(Object.keys(s).sort()).toEqual([
          'ConvoID',
          'ConvoLink',
          'Created',
          'DeclineReason',
          'Issue',
          'Link',
          'Outcome',
          'ReqID',
          'Title',
        ]);

      // The question deleted since: still "became a question", without a link to a missing page.
      await editor.post('/api/convo/edit').send({
        body: {
          convoID: made.ConvoID,
          action: { ActionName: 'ConvoDelete', ArgsJSON: '{}' },
          revDesc: 'x',
        },
      });
      const after = await suggestionsOf(name);
      expect(after.Suggestions.find((s) => s.ReqID === becameQuestion)).toMatchObject({
        Outcome: 'question',
        ConvoLink: '',
      });
    });

    it('answers 404 for an unknown user and 400 for a bad username, never 5xx', async () => {
      expect((await suggestionsOf(username)).Suggestions.length).toBeGreaterThan(0);
      expectError(
        await request
          .agent(t.http)
          .get('/api/req/suggestions')
          .query({ username: 'nobody_here_zz' }),
        404,
      );
      expectError(await request.agent(t.http).get('/api/req/suggestions'), 400, /username/);
      for (const bad of ['a\u0000b', 'x'.repeat(61), 'two words'])
        expect(
          (await request.agent(t.http).get('/api/req/suggestions').query({ username: bad })).status,
        ).toBeLessThan(500);
    });
  });
});
