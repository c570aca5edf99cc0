import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { QuoteDateText1795914000000 } from '../../backend/src/database/migrations/1795914000000-QuoteDateText.js';
import { rowCount } from './support/api-checks.js';
import { envelope, LONE_SURROGATE, NUL } from './support/hostile-values.js';
import {
  type Agent,
  allInboxEntries,
  deleteArtifact,
  edit,
  editField,
  newArg,
  newConvo,
  newPos,
  revert,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface QuoteBody {
  QuoteID: string;
  ArgID: string;
  PersonID: string;
  PathAlias: string;
  Name: string;
  TitleRole: string;
  ImageURL: string;
  Quote: string;
  QuoteDate: { Day: number; Month: number; Year: number } | null;
  SourceURL: string;
}

const THIS_YEAR = new Date().getUTCFullYear();

describe('quotes: /api/quote', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let mod: Agent;
  let admin: Agent;
  let posID: string;
  let argID: string;
  let personID: string;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
    admin = (await userWithRole(t, 'admin')).agent;
    const convoID = await newConvo(user);
    posID = await newPos(user, convoID);
    argID = await newArg(user, posID);
    personID = await newPerson(user, 'Ada Lovelace');
  });
  afterAll(() => t?.close());

  async function newPerson(agent: Agent, name: string): Promise<string> {
    const res = await agent.post('/api/person/new').send({ body: { name } });
    expect(res.status).toBe(201);
    return res.body.Person.PersonID as string;
  }

  function validBody(overrides: Record<string, unknown> = {}) {
    return {
      argID,
      personID,
      quote: 'The Analytical Engine weaves algebraic patterns.',
      sourceURL: '  https://example.org/notes?page=1  ',
      titleRole: 'Mathematician',
      quoteDate: { day: 29, month: 2, year: 1844 },
      ...overrides,
    };
  }

  async function newQuote(agent: Agent, overrides: Record<string, unknown> = {}) {
    const res = await agent.post('/api/quote/new').send({ body: validBody(overrides) });
    expect(res.status).toBe(201);
    return res.body.Quote as QuoteBody;
  }

  describe('refusals', () => {
    it('refuses anonymous creation and edits with 401 and writes nothing', async () => {
      const quote = await newQuote(user);
      const before = await rowCount(t, 'quotes');
      const created = await request(t.http).post('/api/quote/new').send({ body: validBody() });
      expect(created.status).toBe(401);
      expect(created.body.error).toEqual(expect.any(String));
      for (const [action, args] of [
        ['QuoteEdit', { Old: { Quote: quote.Quote }, New: { Quote: 'Changed text' } }],
        ['QuoteDelete', {}],
        ['QuoteRevert', { RevID: 'AAAAAAAAAAAA' }],
      ] as const) {
        expect(
          (await edit(request.agent(t.http), 'quote', quote.QuoteID, action, args)).status,
        ).toBe(401);
      }
      expect(await rowCount(t, 'quotes')).toBe(before);
    });

    it('lets only mods and admins delete a quote', async () => {
      const quote = await newQuote(user);
      for (const agent of [user, editor]) {
        const res = await deleteArtifact(agent, 'quote', quote.QuoteID);
        expect(res.status).toBe(403);
        expect(res.body.error).toContain('mod');
      }
      expect(
        (await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID })).status,
      ).toBe(200);
      const byMod = await deleteArtifact(mod, 'quote', quote.QuoteID);
      expect(byMod.status).toBe(200);
      expect(byMod.body.Location).toBe(`/a/${argID}`);
      const other = await newQuote(user);
      expect((await deleteArtifact(admin, 'quote', other.QuoteID)).status).toBe(200);
    });

    it('answers 404 for an unknown quote, argument or person', async () => {
      expect(
        (await request(t.http).get('/api/quote/get').query({ quoteID: 'AAAAAAAAAAAA' })).status,
      ).toBe(404);
      expect(
        (await request(t.http).get('/api/quote/list').query({ argID: 'AAAAAAAAAAAA' })).status,
      ).toBe(404);
      const before = await rowCount(t, 'quotes');
      expect(
        (await user.post('/api/quote/new').send({ body: validBody({ argID: 'AAAAAAAAAAAA' }) }))
          .status,
      ).toBe(404);
      expect(
        (await user.post('/api/quote/new').send({ body: validBody({ personID: 'AAAAAAAAAAAA' }) }))
          .status,
      ).toBe(404);
      // A position id is not an argument's.
      expect(
        (await user.post('/api/quote/new').send({ body: validBody({ argID: posID }) })).status,
      ).toBe(404);
      expect(await rowCount(t, 'quotes')).toBe(before);
    });
  });

  describe('validation', () => {
    it('refuses hostile input to quote/new with 400 and writes nothing', async () => {
      const before = await rowCount(t, 'quotes');
      const bodies = [
        envelope(validBody({ quote: `a${NUL}b` })),
        envelope(validBody({ quote: `a${LONE_SURROGATE}b` })),
        envelope(validBody({ titleRole: `a${NUL}` })),
        envelope(validBody({ sourceURL: `https://example.org/${NUL}` })),
        envelope(validBody({ quote: 'q'.repeat(5001) })),
        envelope(validBody({ quote: 'q'.repeat(2_000_000) })),
        envelope(validBody({ quote: '' })),
        envelope(validBody({ quote: '   ' })),
        envelope(validBody({ quote: ['a quote'] })),
        envelope(validBody({ quote: 7 })),
        envelope(validBody({ titleRole: 'r'.repeat(201) })),
        envelope(validBody({ titleRole: { a: 1 } })),
        envelope(validBody({ argID: ['x'] })),
        envelope(validBody({ argID: '../../x' })),
        envelope(validBody({ personID: 12 })),
        envelope(validBody({ extra: true })),
        envelope([validBody()]),
      ];
      for (const body of bodies) {
        const res = await user
          .post('/api/quote/new')
          .set('Content-Type', 'application/json')
          .send(body);
        expect([400, 413]).toContain(res.status);
        expect(res.body.error).toEqual(expect.any(String));
      }
      expect(await rowCount(t, 'quotes')).toBe(before);
    });

    it('refuses impossible dates (spec section 5) and accepts possible ones', async () => {
      const before = await rowCount(t, 'quotes');
      const bad = [
        { day: 31, month: 2, year: 2020 },
        { day: 30, month: 2, year: 2024 },
        { day: 31, month: 4, year: 2020 },
        { day: 31, month: 11, year: 2020 },
        { day: 0, month: 1, year: 2020 },
        { day: 32, month: 1, year: 2020 },
        { day: 1, month: 0, year: 2020 },
        { day: 1, month: 13, year: 2020 },
        { day: 1, month: 1, year: 0 },
        { day: 1, month: 1, year: -5 },
        { day: 1, month: 1, year: THIS_YEAR + 1 },
        { day: 1, month: 1, year: 99999999999 },
        { day: 1.5, month: 1, year: 2020 },
        { day: '1', month: 1, year: 2020 },
        { day: 1, month: 1 },
        { day: 1, month: 1, year: 2020, hour: 3 },
        [1, 1, 2020],
        '2020-01-01',
      ];
      for (const quoteDate of bad) {
        const res = await user.post('/api/quote/new').send({ body: validBody({ quoteDate }) });
        expect({ quoteDate, status: res.status }).toEqual({ quoteDate, status: 400 });
        expect(res.body.error).toMatch(/quoteDate/);
      }
      expect(await rowCount(t, 'quotes')).toBe(before);
      // 29 February in any year (spec section 5), kept as it was given: no SQL date could hold it.
      for (const quoteDate of [
        { day: 29, month: 2, year: 2000 },
        { day: 29, month: 2, year: 2023 },
        { day: 29, month: 2, year: 1900 },
        { day: 31, month: 12, year: 1 },
        { day: 1, month: 1, year: THIS_YEAR },
        null,
      ]) {
        const quote = await newQuote(user, { quoteDate });
        expect(quote.QuoteDate).toEqual(
          quoteDate ? { Day: quoteDate.day, Month: quoteDate.month, Year: quoteDate.year } : null,
        );
      }
      const undated = await newQuote(user, { quoteDate: undefined });
      expect(undated.QuoteDate).toBeNull();
    });

    it('takes only http and https source addresses, trimmed and bounded', async () => {
      const before = await rowCount(t, 'quotes');
      for (const sourceURL of [
        'javascript:alert(1)',
        ' JavaScript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox',
        'ftp://example.org/file',
        'file:///etc/passwd',
        '//example.org/x',
        '/relative/path',
        'example.org',
        'https://',
        'https://exa mple.org/',
        'https://user:secret@example.org/',
        `https://example.org/${'a'.repeat(2100)}`,
        ['https://example.org'],
        42,
      ]) {
        const res = await user.post('/api/quote/new').send({ body: validBody({ sourceURL }) });
        expect({ sourceURL, status: res.status }).toEqual({ sourceURL, status: 400 });
      }
      expect(await rowCount(t, 'quotes')).toBe(before);
      expect((await newQuote(user)).SourceURL).toBe('https://example.org/notes?page=1');
      expect((await newQuote(user, { sourceURL: 'HTTP://Example.org/A' })).SourceURL).toBe(
        'HTTP://Example.org/A',
      );
      expect((await newQuote(user, { sourceURL: '' })).SourceURL).toBe('');
    });

    it('refuses hostile QuoteEdit arguments with 400', async () => {
      const quote = await newQuote(user);
      const old = { Quote: quote.Quote };
      const cases: (object | string)[] = [
        '[]',
        'not json',
        {},
        { Old: old },
        { Old: old, New: {} },
        { Old: old, New: { Quote: '' } },
        { Old: old, New: { Quote: 'q'.repeat(5001) } },
        { Old: old, New: { Quote: ['x'] } },
        { Old: old, New: { Quote: 5 } },
        { Old: {}, New: { Quote: 'New text here' } },
        { Old: { ...old, TitleRole: '' }, New: { Quote: 'New text here' } },
        { Old: { ArgID: argID }, New: { ArgID: 'AAAAAAAAAAAA' } },
        { Old: { Deleted: 'false' }, New: { Deleted: 'true' } },
        { Old: [], New: [] },
        { Old: old, New: { Quote: 'ok text' }, Extra: 1 },
        { Old: { SourceURL: quote.SourceURL }, New: { SourceURL: 'javascript:alert(1)' } },
        { Old: { QuoteDate: '1844-02-29' }, New: { QuoteDate: '2023-02-30' } },
        { Old: { QuoteDate: '1844-02-29' }, New: { QuoteDate: '0000-01-01' } },
        { Old: { QuoteDate: '1844-02-29' }, New: { QuoteDate: `${THIS_YEAR + 1}-01-01` } },
        { Old: { QuoteDate: '1844-02-29' }, New: { QuoteDate: '1 March 1844' } },
      ];
      for (const args of cases) {
        const res = await edit(user, 'quote', quote.QuoteID, 'QuoteEdit', args);
        expect({ args, status: res.status }).toEqual({ args, status: 400 });
      }
      const nul = await user
        .post('/api/quote/edit')
        .set('Content-Type', 'application/json')
        .send(
          envelope({
            quoteID: quote.QuoteID,
            action: {
              ActionName: 'QuoteEdit',
              ArgsJSON: JSON.stringify({ Old: old, New: { Quote: 'x' } }).replace(
                '"x"',
                '"x\\u0000"',
              ),
            },
          }),
        );
      expect(nul.status).toBe(400);
      expect(
        (await editField(user, 'quote', quote.QuoteID, 'Quote', quote.Quote, 'abc')).status,
      ).toBe(200);
      expect((await edit(user, 'quote', quote.QuoteID, 'PersonDelete', {})).status).toBe(400);
      expect((await edit(user, 'quote', quote.QuoteID, 'QuoteFly', {})).status).toBe(400);
    });
  });

  describe('behaviour', () => {
    it('creates a quote and reads it with its person, alone and among its argument’s', async () => {
      const res = await user.post('/api/quote/new').send({ body: validBody() });
      expect(res.status).toBe(201);
      const quote = res.body.Quote as QuoteBody;
      expect(res.body.QuoteID).toBe(quote.QuoteID);
      expect(quote).toEqual({
        QuoteID: expect.any(String),
        ArgID: argID,
        PersonID: personID,
        PathAlias: expect.stringMatching(/^ada-lovelace/),
        Name: 'Ada Lovelace',
        TitleRole: 'Mathematician',
        ImageURL: '',
        Quote: 'The Analytical Engine weaves algebraic patterns.',
        QuoteDate: { Day: 29, Month: 2, Year: 1844 },
        SourceURL: 'https://example.org/notes?page=1',
      });
      expect(res.body.Person).toEqual({
        PersonID: personID,
        Name: 'Ada Lovelace',
        ImageURL: '',
        PathAlias: quote.PathAlias,
        Link: `/person/${quote.PathAlias}`,
      });
      const got = await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID });
      expect(got.status).toBe(200);
      expect(got.body).toEqual(res.body);
      const list = await request(t.http).get('/api/quote/list').query({ argID });
      expect(list.status).toBe(200);
      expect(list.body.Quotes).toContainEqual(quote);
      const history = await request(t.http)
        .get('/api/quote/history')
        .query({ quoteID: quote.QuoteID });
      expect(history.body.Revisions.map((r: { ActionName: string }) => r.ActionName)).toEqual([
        'QuoteCreate',
      ]);
      const entry = (await allInboxEntries(editor)).find(
        (e) => e.Revision.RevID === history.body.Revisions[0].RevID,
      );
      expect(entry?.Kind).toBe('quoteAction');
    });

    it('edits several fields in one revision, refuses stale values with 409, and reverts', async () => {
      const quote = await newQuote(user);
      const otherPerson = await newPerson(user, 'Charles Babbage');
      const edited = await edit(user, 'quote', quote.QuoteID, 'QuoteEdit', {
        Old: {
          Quote: quote.Quote,
          QuoteDate: '1844-02-29',
          SourceURL: quote.SourceURL,
          PersonID: personID,
        },
        New: {
          Quote: '  Edited   quote text.  ',
          QuoteDate: '1843-9-5',
          SourceURL: ' https://example.org/other ',
          PersonID: otherPerson,
        },
      });
      expect(edited.status).toBe(200);
      let got = await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID });
      expect(got.body.Quote).toMatchObject({
        Quote: 'Edited   quote text.',
        QuoteDate: { Day: 5, Month: 9, Year: 1843 },
        SourceURL: 'https://example.org/other',
        PersonID: otherPerson,
        Name: 'Charles Babbage',
        TitleRole: 'Mathematician',
      });
      expect(got.body.Person.PersonID).toBe(otherPerson);
      const stale = await edit(user, 'quote', quote.QuoteID, 'QuoteEdit', {
        Old: { Quote: quote.Quote },
        New: { Quote: 'Lost update' },
      });
      expect(stale.status).toBe(409);
      const same = await edit(user, 'quote', quote.QuoteID, 'QuoteEdit', {
        Old: { TitleRole: 'Mathematician' },
        New: { TitleRole: 'Mathematician' },
      });
      expect(same.status).toBe(400);
      const undate = await edit(user, 'quote', quote.QuoteID, 'QuoteEdit', {
        Old: { QuoteDate: '1843-09-05' },
        New: { QuoteDate: '' },
      });
      expect(undate.status).toBe(200);
      const missingPerson = await edit(user, 'quote', quote.QuoteID, 'QuoteEdit', {
        Old: { PersonID: otherPerson },
        New: { PersonID: 'AAAAAAAAAAAA' },
      });
      expect(missingPerson.status).toBe(404);

      const history = await request(t.http)
        .get('/api/quote/history')
        .query({ quoteID: quote.QuoteID });
      const revisions = history.body.Revisions as {
        RevID: string;
        ActionName: string;
        Diff: { Field: string }[];
      }[];
      expect(revisions.map((r) => r.ActionName)).toEqual(['QuoteEdit', 'QuoteEdit', 'QuoteCreate']);
      expect(revisions[1].Diff.map((d) => d.Field).sort()).toEqual(
        ['PersonID', 'Quote', 'QuoteDate', 'SourceURL'].sort(),
      );
      const reverted = await revert(user, 'quote', quote.QuoteID, revisions[2].RevID);
      expect(reverted.status).toBe(200);
      got = await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID });
      expect(got.body.Quote).toEqual(quote);
    });

    it('an editor undoes a QuoteEdit from the inbox', async () => {
      const quote = await newQuote(user);
      const edited = await edit(user, 'quote', quote.QuoteID, 'QuoteEdit', {
        Old: { Quote: quote.Quote, TitleRole: quote.TitleRole },
        New: { Quote: 'A vandalised quote', TitleRole: 'Nobody' },
      });
      expect(edited.status).toBe(200);
      const entry = (await allInboxEntries(editor)).find(
        (e) => e.Revision.RevID === edited.body.RevID,
      );
      expect(entry?.Kind).toBe('quoteAction');
      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry!.InboxID } });
      expect(undo.status).toBe(200);
      const got = await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID });
      expect(got.body.Quote).toEqual(quote);
    });

    it('a deleted quote is hidden and only mods revert its deletion', async () => {
      const quote = await newQuote(user);
      expect((await deleteArtifact(mod, 'quote', quote.QuoteID)).status).toBe(200);
      expect(
        (await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID })).status,
      ).toBe(404);
      const list = await request(t.http).get('/api/quote/list').query({ argID });
      expect(list.body.Quotes.map((q: QuoteBody) => q.QuoteID)).not.toContain(quote.QuoteID);
      const refused = await edit(user, 'quote', quote.QuoteID, 'QuoteEdit', {
        Old: { Quote: quote.Quote },
        New: { Quote: 'Edit of a deleted quote' },
      });
      expect(refused.status).toBe(409);
      const history = await mod.get('/api/quote/history').query({ quoteID: quote.QuoteID });
      const createRev = history.body.Revisions.at(-1).RevID as string;
      expect((await revert(user, 'quote', quote.QuoteID, createRev)).status).toBe(403);
      expect((await revert(mod, 'quote', quote.QuoteID, createRev)).status).toBe(200);
      expect(
        (await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID })).status,
      ).toBe(200);
    });

    it('a deleted argument hides its quotes until it is restored', async () => {
      const ownArg = await newArg(user, posID);
      const quote = await newQuote(user, { argID: ownArg });
      const del = await deleteArtifact(editor, 'arg', ownArg);
      expect(del.status).toBe(200);
      expect((await request(t.http).get('/api/quote/list').query({ argID: ownArg })).status).toBe(
        404,
      );
      expect(
        (await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID })).status,
      ).toBe(404);
      const refused = await edit(user, 'quote', quote.QuoteID, 'QuoteEdit', {
        Old: { Quote: quote.Quote },
        New: { Quote: 'Edit under a deleted argument' },
      });
      expect(refused.status).toBe(404);
      expect(
        (await user.post('/api/quote/new').send({ body: validBody({ argID: ownArg }) })).status,
      ).toBe(404);
      const person = await request(t.http).get('/api/person/get').query({ personID });
      expect(person.body.Quotes.map((q: QuoteBody) => q.QuoteID)).not.toContain(quote.QuoteID);

      const revs = await mod.get('/api/arg/history').query({ argID: ownArg });
      const createRev = revs.body.Revisions.at(-1).RevID as string;
      expect((await revert(editor, 'arg', ownArg, createRev)).status).toBe(200);
      expect(
        (await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID })).status,
      ).toBe(200);
    });

    it('a deleted question hides the quotes under its arguments', async () => {
      const ownConvo = await newConvo(user);
      const ownArg = await newArg(user, await newPos(user, ownConvo));
      const quote = await newQuote(user, { argID: ownArg });
      expect((await deleteArtifact(editor, 'convo', ownConvo)).status).toBe(200);
      expect(
        (await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID })).status,
      ).toBe(404);
      expect((await request(t.http).get('/api/quote/list').query({ argID: ownArg })).status).toBe(
        404,
      );
    });

    it("a deleted person's quotes are hidden; new quotes cannot name them", async () => {
      const gone = await newPerson(user, 'Short Lived');
      const quote = await newQuote(user, { personID: gone });
      const del = await editor.post('/api/person/edit').send({
        body: { personID: gone, action: { ActionName: 'PersonDelete', ArgsJSON: '{}' } },
      });
      expect(del.status).toBe(200);
      expect(
        (await request(t.http).get('/api/quote/get').query({ quoteID: quote.QuoteID })).status,
      ).toBe(404);
      const list = await request(t.http).get('/api/quote/list').query({ argID });
      expect(list.body.Quotes.map((q: QuoteBody) => q.QuoteID)).not.toContain(quote.QuoteID);
      expect(
        (await user.post('/api/quote/new').send({ body: validBody({ personID: gone }) })).status,
      ).toBe(404);
    });

    it('bounds the quotes of one argument', async () => {
      const full = await newArg(user, posID);
      const results = await Promise.all(
        Array.from({ length: 52 }, (_, i) =>
          user
            .post('/api/quote/new')
            .send({ body: validBody({ argID: full, quote: `Quote ${i}` }) }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(50);
      expect(results.filter((r) => r.status === 409)).toHaveLength(2);
      const list = await request(t.http).get('/api/quote/list').query({ argID: full });
      expect(list.body.Quotes).toHaveLength(50);
    });
  });

  // Last: it takes the table back to its former shape and forward again.
  it('keeps the stored dates when the migration turns them into text', async () => {
    const leap = await newQuote(user, { quoteDate: { day: 29, month: 2, year: 1844 } });
    const early = await newQuote(user, { quoteDate: { day: 3, month: 4, year: 33 } });
    const undated = await newQuote(user, { quoteDate: null });
    const common = await newQuote(user, { quoteDate: { day: 29, month: 2, year: 2023 } });
    const migration = new QuoteDateText1795914000000();
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      // Back to an SQL date: 29 February of a common year has none, and becomes the 28th.
      await migration.down(runner);
      const dated = async () =>
        new Map(
          (
            await t.sql<{ id: string; d: string | null }>(
              `SELECT id, quote_date::text AS d FROM quotes WHERE id = ANY($1)`,
              [[leap.QuoteID, early.QuoteID, undated.QuoteID, common.QuoteID]],
            )
          ).map((row) => [row.id, row.d]),
        );
      expect(await dated()).toEqual(
        new Map([
          [leap.QuoteID, '1844-02-29'],
          [early.QuoteID, '0033-04-03'],
          [undated.QuoteID, null],
          [common.QuoteID, '2023-02-28'],
        ]),
      );
      await migration.up(runner);
      expect(await dated()).toEqual(
        new Map([
          [leap.QuoteID, '1844-02-29'],
          [early.QuoteID, '0033-04-03'],
          [undated.QuoteID, null],
          [common.QuoteID, '2023-02-28'],
        ]),
      );
    } finally {
      await runner.release();
    }
    const read = await request(t.http).get('/api/quote/get').query({ quoteID: early.QuoteID });
    expect(read.body.Quote.QuoteDate).toEqual({ Day: 3, Month: 4, Year: 33 });
  });
});
