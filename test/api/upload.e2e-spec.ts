import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { PageCache } from '../../backend/src/web/page-cache.js';
import { expectError } from './support/api-checks.js';
import {
  type Agent,
  getField,
  history,
  newConvo,
  revert,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Images: POST /api/upload/{type}, GET /api/image/{id}, GET /api/user/profileimage/{username}. */
describe('image uploads', () => {
  let t: TestApp;
  let user: Agent;
  let username: string;
  let editor: Agent;
  let convoId: string;
  let categoryId: string;

  const anon = () => request(t.http);
  const picture = (width: number, height: number, colour = '#c81e3c') =>
    sharp({ create: { width, height, channels: 3, background: colour } });
  let png: Buffer;

  function upload(
    agent: Agent | ReturnType<typeof request>,
    type: string,
    image: Buffer | null,
    extraParams?: object | string,
    filename = 'picture.png',
    contentType = 'image/png',
  ) {
    const req = agent.post(`/api/upload/${type}`);
    if (extraParams !== undefined)
      req.field(
        'extraParams',
        typeof extraParams === 'string' ? extraParams : JSON.stringify(extraParams),
      );
    if (image) req.attach('image', image, { filename, contentType });
    else req.field('nothing', 'here');
    return req;
  }

  /** The bytes of a served image (supertest buffers binary bodies). */
  function fetchImage(path: string) {
    return anon()
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  }

  beforeAll(async () => {
    t = await startTestApp();
    const u = await userWithRole(t);
    user = u.agent;
    username = u.username;
    editor = (await userWithRole(t, 'editor')).agent;
    convoId = await newConvo(user);
    const cat = await editor.post('/api/category/new').send({ body: { title: 'Pictures' } });
    expect(cat.status).toBe(201);
    categoryId = cat.body.CategoryID as string;
    png = await picture(40, 30).png().toBuffer();
  });
  afterAll(() => t?.close());

  describe('who may upload', () => {
    it('refuses anonymous uploads of every type with 401', async () => {
      for (const type of ['profileimage', 'convoimage', 'categoryimage', 'personimage']) {
        expectError(await upload(anon(), type, png, { artifactID: convoId }), 401);
      }
    });

    it('refuses a category image to a plain user (editors manage categories): 403', async () => {
      expectError(await upload(user, 'categoryimage', png, { artifactID: categoryId }), 403);
      const [row] = await t.sql<{ image_url: string | null }>(
        'SELECT image_url FROM categories WHERE id = $1',
        [categoryId],
      );
      expect(row.image_url).toBeNull();
    });

    it('refuses an unknown type (404) and an unknown or missing artifact', async () => {
      expectError(await upload(user, 'avatarimage', png), 404, /upload type/);
      expectError(await upload(user, 'convoimage', png, { artifactID: 'nosuchconvo1' }), 404);
      expectError(await upload(user, 'convoimage', png), 400, /extraParams/);
      expectError(await upload(user, 'convoimage', png, '{"artifactID": 12}'), 400, /artifactID/);
      expectError(await upload(user, 'convoimage', png, '[not json'), 400, /extraParams/);
      expectError(await upload(user, 'convoimage', png, { artifactID: 'a\u0000b' }), 400);
    });
  });

  describe('forged and hostile files', () => {
    it('refuses a PNG header followed by garbage (415)', async () => {
      const forged = Buffer.concat([png.subarray(0, 16), Buffer.from('garbage'.repeat(100))]);
      expectError(await upload(user, 'profileimage', forged), 415, /JPEG, GIF or PNG/);
    });

    it('refuses an HTML file named x.png and sent as image/png (415)', async () => {
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      expectError(await upload(user, 'profileimage', html, undefined, 'x.png', 'image/png'), 415);
    });

    it('refuses an SVG (415)', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      expectError(
        await upload(user, 'profileimage', svg, undefined, 'x.svg', 'image/svg+xml'),
        415,
      );
    });

    it('refuses a decompression bomb (a small file of huge dimensions): 413', async () => {
      const bomb = await sharp({
        create: { width: 6400, height: 6400, channels: 3, background: '#000' },
        limitInputPixels: false,
      })
        .greyscale()
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expectError(await upload(user, 'profileimage', bomb), 413, /pixels/);
    });

    it('refuses an upload over 5 MB with 413, storing nothing', async () => {
      const [{ n: before }] = await t.sql<{ n: number }>('SELECT COUNT(*)::int AS n FROM images');
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
      expectError(await upload(user, 'profileimage', big), 413);
      const [{ n: after }] = await t.sql<{ n: number }>('SELECT COUNT(*)::int AS n FROM images');
      expect(after).toBe(before);
    });

    it('refuses a request without image (400) and one with two files (400)', async () => {
      expectError(await upload(user, 'profileimage', null), 400, /image/);
      const two = await user
        .post('/api/upload/profileimage')
        .attach('image', png, { filename: 'a.png', contentType: 'image/png' })
        .attach('image', png, { filename: 'b.png', contentType: 'image/png' });
      expectError(two, 400);
      const otherField = await user
        .post('/api/upload/profileimage')
        .attach('picture', png, { filename: 'a.png', contentType: 'image/png' });
      expectError(otherField, 400);
    });

    it('refuses a non-multipart body (415)', async () => {
      const res = await user
        .post('/api/upload/profileimage')
        .set('Content-Type', 'image/png')
        .send(png);
      expectError(res, 415);
    });
  });

  describe('real images', () => {
    it('takes a JPEG with EXIF, strips it, and serves it immutable with safe headers', async () => {
      const jpeg = await picture(1600, 800)
        .jpeg()
        .withExif({ IFD0: { Copyright: 'my home address', Artist: 'someone' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      // The name and the type the client gives do not matter.
      const res = await upload(user, 'profileimage', jpeg, undefined, 'x.gif', 'text/html');
      expect(res.status).toBe(200);
      expect(res.body.ImageURL).toMatch(/^\/api\/image\/[0-9a-f]{64}$/);
      const served = await fetchImage(res.body.ImageURL as string);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
      const body = served.body as Buffer;
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([1200, 600]);
      expect(body.includes(Buffer.from('my home address'))).toBe(false);
    });

    it('takes a GIF and a PNG (stored as PNG); the same picture twice is stored once', async () => {
      const gif = await picture(50, 50, '#123456').gif().toBuffer();
      const fromGif = await upload(user, 'profileimage', gif, undefined, 'a.gif', 'image/gif');
      expect(fromGif.status).toBe(200);
      const servedGif = await fetchImage(fromGif.body.ImageURL as string);
      expect(servedGif.headers['content-type']).toBe('image/png');
      expect((await sharp(servedGif.body as Buffer).metadata()).format).toBe('png');

      const first = await upload(user, 'profileimage', png);
      const second = await upload(user, 'profileimage', png);
      expect(first.status).toBe(200);
      expect(second.body.ImageURL).toBe(first.body.ImageURL);
      const id = (first.body.ImageURL as string).split('/').pop();
      const [{ n }] = await t.sql<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM images WHERE id = $1',
        [id],
      );
      expect(n).toBe(1);
    });

    it('404s an unknown or malformed image id with {"error"}', async () => {
      expectError(await anon().get(`/api/image/${'0'.repeat(64)}`), 404);
      expectError(await anon().get('/api/image/..%2F..%2Fetc'), 404);
      expectError(await anon().get(`/api/image/${'a'.repeat(5000)}`), 404);
    });
  });

  describe('profile images', () => {
    it("serves the user's latest image, any case of the name, revalidated by ETag", async () => {
      const mine = await upload(
        user,
        'profileimage',
        await picture(64, 64, '#00ff00').png().toBuffer(),
      );
      expect(mine.status).toBe(200);
      const res = await fetchImage(`/api/user/profileimage/${username.toUpperCase()}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const direct = await fetchImage(mine.body.ImageURL as string);
      expect((res.body as Buffer).equals(direct.body as Buffer)).toBe(true);
      const again = await anon()
        .get(`/api/user/profileimage/${username}`)
        .set('If-None-Match', res.headers.etag as string);
      expect(again.status).toBe(304);
    });

    it('serves the fallback image for a user without one, an unknown or odd name: never a 500', async () => {
      const other = await userWithRole(t);
      for (const name of [other.username, 'nobody-by-this-name', 'x'.repeat(500), '%00', '..']) {
        const res = await fetchImage(`/api/user/profileimage/${encodeURIComponent(name)}`);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
        expect((res.body as Buffer).toString()).toMatch(/^<svg/);
      }
    });
  });

  describe('the public profile names the current image; the page cache hears of uploads', () => {
    let c: TestApp;
    beforeAll(async () => {
      c = await startTestApp({ pageCache: true });
    });
    afterAll(() => c?.close());

    it("names the current image's version, read fresh after each upload", async () => {
      const other = await userWithRole(c);
      const profile = () =>
        request(c.http).get('/api/user/profile').query({ username: other.username });
      const plain = `/api/user/profileimage/${other.username.toLowerCase()}`;
      expect((await profile()).body.Profile.ProfileImage).toBe(plain);
      const cache = c.app.get(PageCache);
      for (const colour of ['#0000ff', '#ffff00']) {
        // Kept pages (/u/ renders) and reused render reads last until a notice: one is sent.
        const stamp = cache.stamp;
        expect(stamp).toBeDefined();
        const res = await upload(
          other.agent,
          'profileimage',
          await picture(24, 24, colour).png().toBuffer(),
        );
        expect(res.status).toBe(200);
        expect(cache.stamp).not.toBe(stamp);
        const id = (res.body.ImageURL as string).split('/').pop()!;
        const shown = (await profile()).body.Profile.ProfileImage as string;
        expect(shown).toBe(`${plain}?v=${id.slice(0, 16)}`);
        const served = await request(c.http).get(shown).buffer(true);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.headers.etag).toBe(`"${id}"`);
      }
    });
  });

  describe('artifact images are content edits', () => {
    it('sets a question image as a revision with history and revert', async () => {
      const res = await upload(user, 'convoimage', png, { artifactID: convoId });
      expect(res.status).toBe(200);
      expect(typeof res.body.RevID).toBe('string');
      const url = res.body.ImageURL as string;
      expect(await getField(user, 'convo', convoId, 'ImageURL')).toBe(url);
      const revs = await history(user, 'convo', convoId);
      const change = revs.find((r) => r.RevID === res.body.RevID)!;
      expect(change.ActionName).toBe('ConvoEditTextField');
      expect(change.Diff).toEqual([{ Field: 'ImageURL', Old: '', New: url }]);
      // Back to the question as created: no image.
      const created = revs.find((r) => r.ActionName === 'ConvoCreate')!;
      expect((await revert(user, 'convo', convoId, created.RevID)).status).toBe(200);
      const [row] = await t.sql<{ image_url: string | null }>(
        'SELECT image_url FROM convos WHERE id = $1',
        [convoId],
      );
      expect(row.image_url).toBeNull();
      // Reverting to the upload brings the image back.
      expect((await revert(user, 'convo', convoId, res.body.RevID as string)).status).toBe(200);
      expect(await getField(user, 'convo', convoId, 'ImageURL')).toBe(url);
    });

    it('refuses an outside address as ImageURL through the generic edit', async () => {
      const res = await user.post('/api/convo/edit').send({
        body: {
          convoID: convoId,
          action: {
            ActionName: 'ConvoEditTextField',
            ArgsJSON: JSON.stringify({
              FieldName: 'ImageURL',
              OldValue: await getField(user, 'convo', convoId, 'ImageURL'),
              NewValue: 'https://tracker.example/p.png',
            }),
          },
        },
      });
      expectError(res, 400, /uploaded image/);
    });

    it('lets an editor set a category image, and anyone signed in a person image', async () => {
      const cat = await upload(editor, 'categoryimage', png, { artifactID: categoryId });
      expect(cat.status).toBe(200);
      const [row] = await t.sql<{ image_url: string | null }>(
        'SELECT image_url FROM categories WHERE id = $1',
        [categoryId],
      );
      expect(row.image_url).toBe(cat.body.ImageURL);
      expect((await history(editor, 'category', categoryId))[0].Diff).toEqual([
        { Field: 'ImageURL', Old: '', New: cat.body.ImageURL },
      ]);

      const person = await user.post('/api/person/new').send({ body: { name: 'Ada Lovelace' } });
      expect(person.status).toBe(201);
      const personId = person.body.Person.PersonID as string;
      const res = await upload(user, 'personimage', png, { personID: personId });
      expect(res.status).toBe(200);
      const hist = await user.get('/api/person/history').query({ personID: personId });
      expect(hist.body.Revisions[0].Diff).toEqual([
        { Field: 'ImageURL', Old: '', New: res.body.ImageURL },
      ]);
    });

    it('refuses an image for a deleted question (409)', async () => {
      const doomed = await newConvo(user);
      const del = await editor.post('/api/convo/edit').send({
        body: { convoID: doomed, action: { ActionName: 'ConvoDelete', ArgsJSON: '{}' } },
      });
      expect(del.status).toBe(200);
      expectError(await upload(user, 'convoimage', png, { artifactID: doomed }), 409);
    });
  });
});
