import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import sharp from 'sharp';
import { expectError, uniqueLabel } from './support/api-checks.js';
import { type Agent, deleteArtifact, editField, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * GET /api/category/get?categoryID (the /edit/categories/{id} page's data), and the edit rights
 * GET /api/me gives on the pages of categories, articles and requests.
 */
describe('categories: /api/category/get', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
  });
  afterAll(() => t?.close());

  const anon = () => request(t.http);
  const getCategory = (categoryID: unknown) =>
    anon()
      .get('/api/category/get')
      .query(categoryID === undefined ? {} : { categoryID: categoryID as string });

  async function newCategory(title = uniqueLabel('Cat')): Promise<string> {
    const res = await editor.post('/api/category/new').send({ body: { title } });
    expect(res.status).toBe(201);
    return res.body.CategoryID as string;
  }

  describe('refusals', () => {
    it('answers 400 to a missing, malformed or oversized id, and to unknown parameters', async () => {
      expectError(await getCategory(undefined), 400, /categoryID/);
      for (const bad of ['', 'not an id', 'a'.repeat(17), '<script>', '../../etc']) {
        expectError(await getCategory(bad), 400, /categoryID/);
      }
      expectError(
        await anon().get('/api/category/get').query({ categoryID: 'abc', extra: '1' }),
        400,
      );
      // A repeated parameter is not a string.
      expectError(await anon().get('/api/category/get?categoryID=abc&categoryID=def'), 400);
    });

    it('answers 404 to an unknown or deleted category', async () => {
      expectError(await getCategory('AAAAAAAAAAAA'), 404, /no category/);
      const id = await newCategory();
      expect((await deleteArtifact(editor, 'category', id)).status).toBe(200);
      expectError(await getCategory(id), 404, /no category/);
    });
  });

  describe('reading', () => {
    it('gives anyone the title, description, image and link of a live category', async () => {
      const title = uniqueLabel('Energy');
      const id = await newCategory(title);
      const fresh = await getCategory(id);
      expect(fresh.status).toBe(200);
      expect(fresh.body).toEqual({
        Category: {
          CategoryID: id,
          Title: title,
          Description: '',
          ImageURL: '',
          Link: `/categories/${id}`,
        },
      });

      const edited = await editField(editor, 'category', id, 'Description', '', 'Power and heat');
      expect(edited.status).toBe(200);
      const png = await sharp({
        create: { width: 20, height: 10, channels: 3, background: '#204080' },
      })
        .png()
        .toBuffer();
      const upload = await editor
        .post('/api/upload/categoryimage')
        .field('extraParams', JSON.stringify({ artifactID: id }))
        .attach('image', png, { filename: 'c.png', contentType: 'image/png' });
      expect(upload.status).toBe(200);

      const read = await getCategory(id);
      expect(read.body.Category).toMatchObject({
        Description: 'Power and heat',
        ImageURL: upload.body.ImageURL,
      });
      expect(read.body.Category.ImageURL).toMatch(/^\/api\/image\//);
    });
  });

  describe('edit rights of the pages (GET /api/me)', () => {
    const me = (agent: Agent | null, path: string) =>
      (agent ?? anon()).get('/api/me').query({ path });

    it('lets editors, not plain users or visitors, edit categories and articles', async () => {
      const id = await newCategory();
      for (const path of [`/edit/categories/${id}`, '/edit/article/AAAAAAAAAAAA']) {
        expect((await me(editor, path)).body.CanEdit).toBe(true);
        expect((await me(user, path)).body.CanEdit).toBe(false);
        expect((await me(null, path)).body.CanEdit).toBe(false);
      }
    });

    it('lets users edit requests, and only editors admin requests', async () => {
      for (const path of ['/req/AAAAAAAAAAAA', '/edit/req/AAAAAAAAAAAA']) {
        expect((await me(user, path)).body.CanEdit).toBe(true);
        expect((await me(null, path)).body.CanEdit).toBe(false);
      }
      const admin = '/internal/admin/edit/req/AAAAAAAAAAAA';
      expect((await me(user, admin)).body.CanEdit).toBe(false);
      expect((await me(editor, admin)).body.CanEdit).toBe(true);
      expect((await me(user, `/edit/req/${'a'.repeat(17)}`)).body.CanEdit).toBe(false);
    });
  });
});
