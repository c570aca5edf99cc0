import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DumpService } from '../../backend/src/open-data/dump.service.js';
import { newArg, newConvo, newPos, userWithRole } from './support/opinion-map.js';
import { listen, rawRequest } from './support/raw-http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface DumpFile {
  Name: string;
  URL: string;
  Bytes: number;
  SHA256: string;
  Licence: string;
  Records: number | null;
  SchemaURL: string | null;
}

/** GET /api/data/dumps and /data/{name}: the latest dump's files, and nothing else on disk. */
describe('the open data files', () => {
  let t: TestApp;
  let dataDir: string;

  const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => callback(null, Buffer.concat(chunks)));
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-data-files-'));
    t = await startTestApp({ dataDir });
    await listen(t.http);
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe('before the first dump', () => {
    it('lists no dump, to anyone', async () => {
      const res = await request(t.http).get('/api/data/dumps');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Latest: null });
    });

    it('serves no file', async () => {
      const res = await request(t.http).get('/data/questions.ndjson.gz');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'No dump has been made yet.' });
    });
  });

  describe('with a dump', () => {
    let files: DumpFile[];

    beforeAll(async () => {
      const { agent } = await userWithRole(t);
      const convo = await newConvo(agent);
      await newArg(agent, await newPos(agent, convo));
      // A file beside the dump that is not one of its files.
      await writeFile(path.join(dataDir, 'session-secret'), 'not for download\n');
      const { folder } = await t.app.get(DumpService).dump();
      await writeFile(path.join(folder, 'stray.txt'), 'not in the manifest\n');
      const res = await request(t.http).get('/api/data/dumps');
      expect(res.status).toBe(200);
      files = res.body.Latest.Files as DumpFile[];
    }, 60_000);

    describe('hostile requests', () => {
      it.each([
        ['/data/..%2fsession-secret', '/data/..%2fsession-secret'],
        ['/data/..%2F..%2Fsession-secret', '/data/..%2F..%2Fsession-secret'],
        ['/data/%2e%2e%2fsession-secret.x', '/data/%2e%2e%2fsession-secret.x'],
        ['/data/..%5csession-secret.x', '/data/..%5csession-secret.x'],
        ['/data/.latest.x', '/data/.latest.x'],
        ['/data/stray.txt', '/data/stray.txt'],
        ['/data/latest.json', '/data/latest.json'],
        ['/data/questions.ndjson.gz%00.csv', '/data/questions.ndjson.gz%00.csv'],
        ['/data/QUESTIONS.NDJSON.GZ', '/data/QUESTIONS.NDJSON.GZ'],
        ['a name of 5000 characters', `/data/${'a'.repeat(5000)}.csv`],
        ['/data/unknown.csv', '/data/unknown.csv'],
      ])('%s is not found', async (_label, url) => {
        const res = await request(t.http).get(url);
        expect(res.status).toBe(404);
        expect(typeof res.body.error).toBe('string');
        expect(res.text).not.toContain('not for download');
        expect(res.text).not.toContain('not in the manifest');
      });

      it.each([['/data/../session-secret'], ['/data/./../../etc/passwd'], ['/data//etc/passwd']])(
        '%s, sent as it is, reaches no file',
        async (url) => {
          const res = await rawRequest(t.http, url);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.body.toString()).not.toContain('not for download');
          expect(res.body.toString()).not.toContain('root:');
        },
      );

      it('takes no writes', async () => {
        const post = await request(t.http).post('/data/questions.ndjson.gz').send({ body: {} });
        expect(post.status).toBe(404);
        const api = await request(t.http).post('/api/data/dumps').send({ body: {} });
        expect(api.status).toBe(404);
      });
    });

    it('lists the latest dump: each file with its size, checksum and licence', async () => {
      const res = await request(t.http).get('/api/data/dumps');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(Date.parse(res.body.Latest.CreatedAt)).toBeGreaterThan(0);
      expect(res.body.Latest.ManifestURL).toBe('/data/manifest.json');
      expect(res.body.Latest.ChecksumsURL).toBe('/data/sha256sums.txt');
      const questions = files.find((f) => f.Name === 'questions.ndjson.gz')!;
      expect(questions).toMatchObject({
        URL: '/data/questions.ndjson.gz',
        Licence: 'CC-BY-SA-4.0',
        LicenceURL: 'https://creativecommons.org/licenses/by-sa/4.0/',
        Records: 1,
        SchemaURL: '/data/questions.schema.json',
      });
      expect(files.find((f) => f.Name === 'votes-per-argument.csv')!.Licence).toBe('CC0-1.0');
    });

    it('serves each file whole, with its type, length and checksum', async () => {
      for (const file of files) {
        const res = await request(t.http).get(file.URL).buffer(true).parse(binary);
        expect(`${file.Name} ${res.status}`).toBe(`${file.Name} 200`);
        const body = res.body as Buffer;
        expect(body.length).toBe(file.Bytes);
        expect(createHash('sha256').update(body).digest('hex')).toBe(file.SHA256);
        expect(res.headers['etag']).toBe(`"${file.SHA256}"`);
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
      }
      const gz = await request(t.http).get('/data/questions.ndjson.gz').buffer(true).parse(binary);
      expect(gz.headers['content-type']).toBe('application/gzip');
      expect(gz.headers['content-length']).toBe(
        String(files.find((f) => f.Name === 'questions.ndjson.gz')!.Bytes),
      );
      expect(gz.headers['content-disposition']).toMatch(
        /^attachment; filename="?questions\.ndjson\.gz"?$/,
      );
      const csv = await request(t.http).get('/data/votes-per-argument.csv');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const schema = await request(t.http).get('/data/questions.schema.json');
      expect(schema.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(schema.body.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    });

    it('serves the manifest and the checksums, a HEAD, a range and a revalidation', async () => {
      const manifest = await request(t.http).get('/data/manifest.json');
      expect(manifest.status).toBe(200);
      expect(manifest.body.Files.map((f: DumpFile) => f.Name)).toEqual(files.map((f) => f.Name));
      const sums = await request(t.http).get('/data/sha256sums.txt');
      expect(sums.status).toBe(200);
      expect(sums.text).toContain(`${files[0].SHA256}  ${files[0].Name}`);
      const head = await request(t.http).head('/data/questions.ndjson.gz');
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(
        String(files.find((f) => f.Name === 'questions.ndjson.gz')!.Bytes),
      );
      const range = await request(t.http)
        .get('/data/questions.ndjson.gz')
        .set('Range', 'bytes=0-1')
        .buffer(true)
        .parse(binary);
      expect(range.status).toBe(206);
      expect([...(range.body as Buffer)]).toEqual([0x1f, 0x8b]);
      const etag = files.find((f) => f.Name === 'questions.ndjson.gz')!.SHA256;
      const again = await request(t.http)
        .get('/data/questions.ndjson.gz')
        .set('If-None-Match', `"${etag}"`);
      expect(again.status).toBe(304);
    });

    it('switches to a newer dump, and keeps a bounded number of old ones', async () => {
      const dumps = t.app.get(DumpService);
      for (let i = 0; i < 4; i++) {
        await dumps.dump({ now: new Date(Date.UTC(2030, 0, 1, 0, 0, i)) });
      }
      const res = await request(t.http).get('/api/data/dumps');
      expect(res.body.Latest.CreatedAt).toBe('2030-01-01T00:00:03.000Z');
      const { readdir } = await import('node:fs/promises');
      const kept = (await readdir(path.join(dataDir, 'dumps'))).filter((n) => /^\d{4}-/.test(n));
      expect(kept.sort()).toEqual([
        '2030-01-01T000001Z',
        '2030-01-01T000002Z',
        '2030-01-01T000003Z',
      ]);
    });
  });
});
