import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ContentHooks } from '../../backend/src/revision/content-hooks.js';
import { labelOf } from '../../backend/src/revision/action-labels.js';
import { ContentKindRegistry } from '../../backend/src/revision/content-kind.registry.js';
import { renderKindsFiles } from '../../backend/src/scripts/kinds-file.js';
import { SitemapBuilder } from '../../backend/src/sitemap/sitemap-builder.js';
import { registeredKinds } from '../../backend/src/scripts/kinds-of-app.js';
import {
  type Agent,
  inboxEntryFor,
  type RevisionBody,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  CreateWidgets1900000000000,
  WidgetEntity,
  widgetKind,
  WidgetModule,
} from './support/widget-kind.js';

/**
 * Adding a kind is one folder, one registration and one migration: a kind that exists only in
 * this test (support/widget-kind.ts) goes through the same write path, history, inbox, undo and
 * search index as the built-in ones, with no change to revision/ or inbox/.
 */
describe('a content kind registered by a module of its own', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let mod: Agent;

  const newWidget = async (agent: Agent, body = { title: title('Widget'), body: 'Its body' }) =>
    agent.post('/api/widget/new').send({ body });
  const edit = (agent: Agent, id: string, ActionName: string, args: object, revDesc = '') =>
    agent.post('/api/widget/edit').send({
      body: { widgetID: id, action: { ActionName, ArgsJSON: JSON.stringify(args) }, revDesc },
    });
  const history = async (agent: Agent, id: string): Promise<RevisionBody[]> => {
    const res = await agent.get('/api/widget/history').query({ widgetID: id });
    expect(res.status).toBe(200);
    return res.body.Revisions as RevisionBody[];
  };
  const row = async (id: string) =>
    (
      await t.sql<{ title: string; deleted: boolean }>(
        'SELECT title, deleted_at IS NOT NULL AS deleted FROM widgets WHERE id = $1',
        [id],
      )
    )[0];
  const searchRow = async (id: string) =>
    (
      await t.sql<{ title: string; link: string }>(
        "SELECT title, link FROM search_entries WHERE artifact_type = 'widget' AND artifact_id = $1",
        [id],
      )
    )[0];
  const counts = async (id: string) =>
    (
      await t.sql<{ revisions: number; inbox: number }>(
        `SELECT (SELECT COUNT(*)::int FROM revisions WHERE artifact_id = $1) AS revisions,
              (SELECT COUNT(*)::int FROM inbox_entries i JOIN revisions r ON r.id = i.revision_id
                WHERE r.artifact_id = $1) AS inbox`,
        [id],
      )
    )[0];

  beforeAll(async () => {
    t = await startTestApp({}, { modules: [WidgetModule], entities: [WidgetEntity] });
    // The kind's migration, run as the app runs its own (here on this test's database only).
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await new CreateWidgets1900000000000().up(runner);
    } finally {
      await runner.release();
    }
    // A hook of the test's own: a write it refuses must leave no trace anywhere.
    t.app.get(ContentHooks).onRevision(async ({ kind, entity }) => {
      if (kind.type === 'widget' && String(entity.title).includes('Refused by a hook'))
        throw new BadRequestException('This title is refused by the test hook.');
    });
    ({ agent: user } = await userWithRole(t, 'user'));
    ({ agent: editor } = await userWithRole(t, 'editor'));
    ({ agent: mod } = await userWithRole(t, 'mod'));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('is registered beside the built-in kinds', () => {
    expect(t.app.get(ContentKindRegistry).types()).toEqual(
      expect.arrayContaining(['convo', 'pos', 'arg', 'tag', 'category', 'widget']),
    );
  });

  describe('refusals', () => {
    let id: string;
    beforeAll(async () => {
      id = (await newWidget(user)).body.WidgetID as string;
    });

    it('answers 401 to an anonymous create or edit, and writes nothing', async () => {
      const before = await counts(id);
      const created = await newWidget(request.agent(t.http));
      expect(created.status).toBe(401);
      const edited = await edit(request.agent(t.http), id, 'WidgetDelete', {});
      expect(edited.status).toBe(401);
      expect(await counts(id)).toEqual(before);
    });

    it("answers 403 to a user deleting it (the kind's delete role)", async () => {
      const res = await edit(user, id, 'WidgetDelete', {});
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'You need the editor role to delete a widget.' });
      expect((await row(id)).deleted).toBe(false);
    });

    it('answers 400 to actions and fields the kind does not have', async () => {
      for (const [action, args, error] of [
        ['WidgetSetPos', { NewParentPosID: id }, 'Unknown action "WidgetSetPos" for a widget.'],
        ['ConvoDelete', {}, 'Unknown action "ConvoDelete" for a widget.'],
        [
          'WidgetEditTextField',
          { FieldName: 'Tags', OldValue: '', NewValue: 'x' },
          'A widget has no text field "Tags".',
        ],
      ] as const) {
        const res = await edit(editor, id, action, args);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: error });
      }
    });

    it('answers 404 for a widget that does not exist', async () => {
      const res = await edit(editor, 'nosuchwidget', 'WidgetDelete', {});
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'There is no widget with id nosuchwidget.' });
    });

    it('rolls back the revision, the inbox entry and the search row when a hook refuses', async () => {
      const before = { counts: await counts(id), row: await row(id), search: await searchRow(id) };
      const res = await edit(editor, id, 'WidgetEditTextField', {
        FieldName: 'Title',
        OldValue: before.row.title,
        NewValue: 'Refused by a hook, this title',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'This title is refused by the test hook.' });
      expect({ counts: await counts(id), row: await row(id), search: await searchRow(id) }).toEqual(
        before,
      );
    });
  });

  describe('through the generic write path', () => {
    let id: string;
    let createRev: string;
    const firstTitle = title('Widget');

    it('creates it: a WidgetCreate revision, an inbox entry and a search row', async () => {
      const res = await newWidget(user, { title: firstTitle, body: 'A body to find: sprocket' });
      expect(res.status).toBe(200);
      id = res.body.WidgetID as string;
      createRev = res.body.RevID as string;
      const [created] = await history(user, id);
      expect(created).toMatchObject({
        RevID: createRev,
        ArtifactType: 'widget',
        ArtifactID: id,
        ArtifactName: firstTitle,
        ArtifactLink: `/w/${id}`,
        ActionName: 'WidgetCreate',
        UserDescription: 'Added a widget',
      });
      expect(created.Diff).toEqual([
        { Field: 'Title', Old: null, New: firstTitle },
        { Field: 'Body', Old: null, New: 'A body to find: sprocket' },
      ]);
      const entry = await inboxEntryFor(editor, createRev);
      expect(entry).toMatchObject({ Kind: 'widgetAction', Undone: false, Deleted: false });
      expect(await searchRow(id)).toEqual({ title: firstTitle, link: `/w/${id}` });
    });

    it('edits a field, refusing a stale OldValue, and re-indexes it', async () => {
      const stale = await edit(user, id, 'WidgetEditTextField', {
        FieldName: 'Title',
        OldValue: 'not the title',
        NewValue: 'A newer widget title',
      });
      expect(stale.status).toBe(409);
      const res = await edit(user, id, 'WidgetEditTextField', {
        FieldName: 'Title',
        OldValue: firstTitle,
        NewValue: '  A newer\nwidget title ',
      });
      expect(res.status).toBe(200);
      const [latest] = await history(user, id);
      expect(latest.Diff).toEqual([
        { Field: 'Title', Old: firstTitle, New: 'A newer widget title' },
      ]);
      expect(await searchRow(id)).toEqual({ title: 'A newer widget title', link: `/w/${id}` });
    });

    it('reverts it to its creation', async () => {
      const res = await edit(user, id, 'WidgetRevert', { RevID: createRev });
      expect(res.status).toBe(200);
      expect((await row(id)).title).toBe(firstTitle);
      expect((await history(user, id))[0]).toMatchObject({ ActionName: 'WidgetRevert' });
      expect((await searchRow(id))?.title).toBe(firstTitle);
    });

    it('deletes it (editors): hidden from users, kept for mods, out of search', async () => {
      const res = await edit(editor, id, 'WidgetDelete', {});
      expect(res.status).toBe(200);
      expect(res.body.Location).toBe('/');
      expect((await row(id)).deleted).toBe(true);
      expect(await searchRow(id)).toBeUndefined();
      const hidden = await user.get('/api/widget/history').query({ widgetID: id });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ error: `There is no widget with id ${id}.` });
      expect((await history(mod, id))[0]).toMatchObject({ ActionName: 'WidgetDelete' });
      const edited = await edit(editor, id, 'WidgetEditTextField', {
        FieldName: 'Body',
        OldValue: 'A body to find: sprocket',
        NewValue: 'changed',
      });
      expect(edited.status).toBe(409);
    });

    it('undoes the deletion from the inbox, once', async () => {
      const [deletion] = await history(mod, id);
      const entry = await inboxEntryFor(editor, deletion.RevID);
      expect(entry).toMatchObject({ Kind: 'widgetAction', Deleted: true });
      const byUser = await user
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(byUser.status).toBe(403);
      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(undo.status).toBe(200);
      expect((await row(id)).deleted).toBe(false);
      expect(await searchRow(id)).toEqual({ title: firstTitle, link: `/w/${id}` });
      const [undone] = await history(user, id);
      expect(undone).toMatchObject({
        RevID: undo.body.RevID,
        ActionName: 'WidgetRevert',
        ArgsJSON: JSON.stringify({ RevID: deletion.RevID, Undo: true }),
      });
      expect(await inboxEntryFor(editor, undo.body.RevID as string)).toMatchObject({
        Kind: 'widgetAction',
      });
      const again = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: 'This change has already been undone.' });
    });

    it('refuses an undo that later edits would overwrite, leaving the entry as it was', async () => {
      const first = await edit(user, id, 'WidgetEditTextField', {
        FieldName: 'Body',
        OldValue: 'A body to find: sprocket',
        NewValue: 'A later body',
      });
      expect(first.status).toBe(200);
      const second = await edit(user, id, 'WidgetEditTextField', {
        FieldName: 'Body',
        OldValue: 'A later body',
        NewValue: 'The latest body',
      });
      expect(second.status).toBe(200);
      const entry = await inboxEntryFor(editor, first.body.RevID as string);
      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(undo.status).toBe(409);
      expect(undo.body).toEqual({
        error: 'Later edits changed Body of this widget; undo them first or edit it by hand.',
      });
      expect((await inboxEntryFor(editor, first.body.RevID as string)).Undone).toBe(false);
      expect(await t.sql('SELECT body FROM widgets WHERE id = $1', [id])).toEqual([
        { body: 'The latest body' },
      ]);
    });

    it('undoes its creation by deleting what was created', async () => {
      const entry = await inboxEntryFor(editor, createRev);
      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: entry.InboxID } });
      expect(undo.status).toBe(200);
      expect((await row(id)).deleted).toBe(true);
      expect(await searchRow(id)).toBeUndefined();
    });
  });

  /**
   * Its registration gives it a page (/w/{id}, with an edit page and slugs), a sitemap listing, a
   * console listing and words for its actions: search, the sitemap, slugs, the console, /api/me's
   * capability flags and the front ends' module take it with no change to their folders.
   */
  describe('by its registration alone', () => {
    let id: string;
    const word = `gearwheel${Date.now()}`;
    const ORIGIN = 'http://localhost:3000';
    const sitemapUrls = async () => {
      // What the sitemap job does after content changes.
      await t.app.get(SitemapBuilder).build();
      const index = await request(t.http).get('/sitemap.xml');
      expect(index.status).toBe(200);
      const file = `${ORIGIN}/sitemaps/widgets-1.xml`;
      expect(index.text).toContain(`<loc>${file}</loc>`);
      const chunk = await request(t.http).get(file.slice(ORIGIN.length));
      expect(chunk.status).toBe(200);
      return [...chunk.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    };

    beforeAll(async () => {
      const res = await newWidget(user, { title: title('Widget'), body: `It turns: ${word}` });
      expect(res.status).toBe(200);
      id = res.body.WidgetID as string;
    });

    it('is searched', async () => {
      const res = await request(t.http).get('/api/search').query({ q: word });
      expect(res.status).toBe(200);
      expect(res.body.Results).toContainEqual(
        expect.objectContaining({ ArtifactType: 'widget', ArtifactID: id, Link: `/w/${id}` }),
      );
    });

    it("is in the front ends' module, with a label for each of its actions", async () => {
      const registry = t.app.get(ContentKindRegistry);
      // The same kinds as the build collects from the test app's modules, without starting it.
      const collected = await registeredKinds({
        modules: [WidgetModule],
        entities: [WidgetEntity],
      });
      expect(collected.map((k) => k.type)).toEqual(registry.types());
      const text = renderKindsFiles(registry.describeAll())
        .map((file) => file.text)
        .join('\n');
      expect(text).toContain("  widget: {\n    type: 'widget',");
      for (const words of [
        "WidgetCreate: { label: 'Made a widget', when: [] }",
        "{ at: 'FieldName', equals: 'Body', label: 'Rewrote the widget' }",
        "WidgetDelete: { label: 'Deleted the widget', when: [] }",
        "read: '/w/{id}'",
        "edit: '/edit/w/{id}'",
        'slugged: true',
      ])
        expect(text).toContain(words);
      const edited = await edit(user, id, 'WidgetEditTextField', {
        FieldName: 'Body',
        OldValue: `It turns: ${word}`,
        NewValue: `It still turns: ${word}`,
      });
      expect(edited.status).toBe(200);
      const labels = (await history(user, id)).map((r) =>
        labelOf(registry.describe('widget').actions[r.ActionName], JSON.parse(r.ArgsJSON)),
      );
      expect(labels).toEqual(['Rewrote the widget', 'Made a widget']);
    });

    it('is listed in the sitemap at its page, by its slug once it has one', async () => {
      expect(await sitemapUrls()).toContain(`${ORIGIN}/w/${id}`);
      const slug = `a-widget-${Date.now()}`;
      const res = await editor
        .post('/api/slug/create')
        .send({ body: { slug, artifactType: widgetKind.type, artifactID: id } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ Slug: slug, ArtifactType: 'widget', Link: `/w/${slug}` });
      const urls = await sitemapUrls();
      expect(urls).toContain(`${ORIGIN}/w/${slug}`);
      expect(urls).not.toContain(`${ORIGIN}/w/${id}`);
      const slugHistory = await request(t.http).get('/api/slug/history').query({ artifactID: id });
      expect(slugHistory.body.Revisions[0]).toMatchObject({
        ActionName: 'SlugCreate',
        ArtifactLink: `/w/${slug}`,
      });
    });

    it('is listed in the console for editors, changed there through the write path', async () => {
      const list = (agent: Agent) =>
        agent.get('/api/admin/data/widgets').query({ filter: JSON.stringify({ id }) });
      expect((await list(request.agent(t.http))).status).toBe(401);
      expect((await list(user)).status).toBe(403);
      const listed = await list(editor);
      expect(listed.status).toBe(200);
      expect(listed.body.Total).toBe(1);
      const [record] = listed.body.Items as Record<string, unknown>[];
      expect(record).toMatchObject({ id, Name: expect.any(String), Link: `/w/${id}` });
      expect(record).toMatchObject({ Deleted: false, Created: expect.any(String) });
      expect(Object.keys(record).sort()).toEqual(
        ['Body', 'Created', 'Deleted', 'Link', 'Name', 'Title', 'id'].sort(),
      );

      const update = (data: object, previousData: object) =>
        editor
          .post(`/api/admin/data/widgets/${id}`)
          .send({ body: { data, previousData, reason: 'Tidy' } });
      const both = await update(
        { Title: title('Renamed'), Body: 'New body' },
        { Title: record.Title, Body: record.Body },
      );
      expect(both.status).toBe(400);
      expect(both.body.error).toBe(
        'Change one field of a widget at a time: each change is a revision of its own.',
      );
      const unknown = await update({ Colour: 'red' }, {});
      expect(unknown.status).toBe(400);
      const renamed = await update({ Title: title('Renamed') }, { Title: record.Title });
      expect(renamed.status).toBe(200);
      const [latest] = await history(editor, id);
      expect(latest).toMatchObject({ ActionName: 'WidgetEditTextField', UserDescription: 'Tidy' });
      const stale = await update({ Title: title('Again') }, { Title: record.Title });
      expect(stale.status).toBe(409);

      const removed = await editor
        .post(`/api/admin/data/widgets/${id}/delete`)
        .send({ body: { reason: 'Test' } });
      expect(removed.status).toBe(200);
      expect(removed.body.Item.Deleted).toBe(true);
      expect((await history(mod, id))[0]).toMatchObject({ ActionName: 'WidgetDelete' });
      // A deleted widget is seen by mods only: one brings it back.
      const restored = await edit(mod, id, 'WidgetRevert', {
        RevID: (await history(mod, id))[1].RevID,
      });
      expect(restored.status).toBe(200);
    });

    it("has capability flags in GET /api/me and is among an editor's console resources", async () => {
      const can = async (agent: Agent) =>
        (await agent.get('/api/me').query({ path: '/' })).body.Can as {
          Kinds: Record<string, Record<string, boolean>>;
          Console: { Name: string; List: boolean; Update: boolean; Delete: boolean }[];
        };
      const anonymous = await can(request.agent(t.http));
      expect(anonymous.Kinds.widget).toMatchObject({ Create: false, Edit: false, Delete: false });
      expect(anonymous.Console).toEqual([]);
      expect((await can(user)).Kinds.widget).toMatchObject({
        Create: true,
        Edit: true,
        Delete: false,
        Revert: true,
        SeeDeleted: false,
      });
      expect((await can(user)).Console.map((c) => c.Name)).not.toContain('widgets');
      const editors = await can(editor);
      expect(editors.Kinds.widget).toMatchObject({ Delete: true, SeeDeleted: false });
      expect(editors.Console).toContainEqual({
        Name: 'widgets',
        List: true,
        Create: false,
        Update: true,
        Delete: true,
      });
      expect((await can(mod)).Kinds.widget).toMatchObject({ SeeDeleted: true });
    });

    it('is what its pages are about for GET /api/me', async () => {
      for (const path of [`/w/${id}`, `/edit/w/${id}`]) {
        expect((await user.get('/api/me').query({ path })).body.CanEdit).toBe(true);
        expect((await request(t.http).get('/api/me').query({ path })).body.CanEdit).toBe(false);
      }
    });
  });
});
