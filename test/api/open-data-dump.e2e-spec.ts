import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ContentKindRegistry } from '../../backend/src/revision/content-kind.registry.js';
import { DemoSeedService } from '../../backend/src/seed/demo-seed.service.js';
import { importDump } from '../../backend/src/open-data/dump-import.js';
import { DumpService } from '../../backend/src/open-data/dump.service.js';
import { deleteArtifact, newArg, newPos, text, userWithRole } from './support/opinion-map.js';
import { fileText, readManifest, records, schemaProblems } from './support/open-data.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * An open data dump of the demo site (npm run dump, the nightly job): public content only, with
 * usernames and never anything private; every record valid against its file's schema; and it
 * imports into an empty database.
 */
describe('the open data dump', () => {
  let t: TestApp;
  let dataDir: string;
  let folder: string;
  /** Every file of the dump as text. */
  const texts = new Map<string, string>();
  const deleted = { argTitle: '', argText: '', posTitle: '', argUnderPos: '' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-dump-'));
    t = await startTestApp({ dataDir });
    expect(await t.app.get(DemoSeedService).seedIfEmpty()).toBe(true);
    const [convo] = await t.sql<{ id: string }>('SELECT id FROM convos ORDER BY id LIMIT 1');
    const [pos] = await t.sql<{ id: string }>(
      'SELECT id FROM positions WHERE convo_id = $1 LIMIT 1',
      [convo.id],
    );
    const { agent } = await userWithRole(t, 'admin');
    // An argument written and deleted, and a position deleted with an argument under it.
    deleted.argTitle = `Deleted argument ${Date.now()}`;
    deleted.argText = text(300, 'Secret deleted argument text');
    const argID = await newArg(agent, pos.id, { title: deleted.argTitle });
    const edit = await agent.post('/api/arg/edit').send({
      body: {
        argID,
        action: {
          ActionName: 'ArgEditTextField',
          ArgsJSON: JSON.stringify({
            FieldName: 'Argument',
            OldValue: '',
            NewValue: deleted.argText,
          }),
        },
        revDesc: 'wrote it',
      },
    });
    expect(edit.status).toBe(200);
    expect((await deleteArtifact(agent, 'arg', argID)).status).toBe(200);
    deleted.posTitle = `Deleted position ${Date.now()}`;
    const posID = await newPos(agent, convo.id, { title: deleted.posTitle });
    deleted.argUnderPos = `Argument under a deleted position ${Date.now()}`;
    await newArg(agent, posID, { title: deleted.argUnderPos });
    expect((await deleteArtifact(agent, 'pos', posID)).status).toBe(200);
    // Votes from an account and from an anonymous visitor: voter keys, sessions, addresses.
    const [arg] = await t.sql<{ id: string }>(
      'SELECT id FROM args WHERE deleted_at IS NULL ORDER BY id LIMIT 1',
    );
    for (const voter of [agent, t.agent()]) {
      const take = { argID: arg.id, question: 'agreement', value: '4' };
      // An anonymous visitor's first vote sets their voter cookie (428): the vote is sent again.
      let res = await voter.post('/api/yourtake/submit').send({ body: take });
      if (res.status === 428) res = await voter.post('/api/yourtake/submit').send({ body: take });
      expect(res.status).toBe(200);
      const position = await voter
        .post('/api/yourtakeconvo/submit')
        .send({ body: { convoID: convo.id, value: pos.id } });
      expect(position.status).toBe(200);
    }
    const { folder: written } = await t.app.get(DumpService).dump();
    folder = written;
    for (const file of (await readManifest(folder)).Files)
      texts.set(file.Name, await fileText(folder, file.Name));
    texts.set('sha256sums.txt', await fileText(folder, 'sha256sums.txt'));
    texts.set('manifest.json', await fileText(folder, 'manifest.json'));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const everything = () => [...texts.values()].join('\n');

  describe('a scan of every file', () => {
    it('finds no e-mail address, password hash or account id', async () => {
      const all = everything();
      expect(all).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/);
      expect(all).not.toMatch(/\$argon2(?:id|i|d)\$|\$2[aby]\$\d\d\$/);
      const users = await t.sql<{ id: string; email: string; password_hash: string }>(
        'SELECT id, email, password_hash FROM users',
      );
      expect(users.length).toBeGreaterThan(1);
      for (const user of users) {
        expect(all).not.toContain(user.email);
        expect(all).not.toContain(user.password_hash);
        expect(all).not.toContain(user.id);
      }
    });

    it('finds no IP address, voter id or session', async () => {
      const all = everything();
      const ipv4 = all.match(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g) ?? [];
      expect(ipv4.filter((candidate) => net.isIPv4(candidate))).toEqual([]);
      const ipv6 = all.match(/[0-9A-Fa-f:]*::?[0-9A-Fa-f:.]+/g) ?? [];
      expect(ipv6.filter((candidate) => net.isIPv6(candidate))).toEqual([]);
      expect(all).not.toMatch(/"[ua]:[A-Za-z0-9_-]{6,}"/);
      const voters = await t.sql<{ voter_key: string }>('SELECT DISTINCT voter_key FROM votes');
      expect(voters.length).toBe(2);
      for (const { voter_key } of voters) {
        expect(all).not.toContain(voter_key);
        expect(all).not.toContain(voter_key.slice(2));
      }
      const sessions = await t.sql<{ sid: string }>('SELECT sid FROM session');
      expect(sessions.length).toBeGreaterThan(0);
      for (const { sid } of sessions) expect(all).not.toContain(sid);
    });

    it('finds no deleted content, nor content under it, nor their history', () => {
      const all = everything();
      for (const words of Object.values(deleted)) expect(all).not.toContain(words);
      expect(all).not.toContain('Secret deleted argument text');
    });
  });

  it('passes the schema check: each record of each data file against its JSON Schema', async () => {
    expect(await schemaProblems(folder)).toEqual([]);
  });

  it('has stable names, each data file with its schema, a data card and checksums', async () => {
    const manifest = await readManifest(folder);
    const names = manifest.Files.map((f) => f.Name);
    const data = [
      'contributors.ndjson.gz',
      'questions.ndjson.gz',
      'positions.ndjson.gz',
      'arguments.ndjson.gz',
      'people.ndjson.gz',
      'quotes.ndjson.gz',
      'categories.ndjson.gz',
      'tags.ndjson.gz',
      'articles.ndjson.gz',
      'links.ndjson.gz',
      'references.ndjson.gz',
      'slugs.ndjson.gz',
      'revisions.ndjson.gz',
      'votes-per-question.csv',
      'votes-per-argument.csv',
      'crosstabs.csv',
    ];
    expect([...names].sort()).toEqual(
      [
        ...data,
        ...data.map((n) => n.replace(/\.(ndjson\.gz|csv)$/, '.schema.json')),
        'datacard.md',
      ].sort(),
    );
    for (const file of manifest.Files) {
      const licence = /\.(ndjson\.gz)$/.test(file.Name) ? 'CC-BY-SA-4.0' : 'CC0-1.0';
      expect(`${file.Name} ${file.Licence}`).toBe(`${file.Name} ${licence}`);
    }
    const sums = texts.get('sha256sums.txt')!;
    for (const file of manifest.Files) expect(sums).toContain(`${file.SHA256}  ${file.Name}\n`);
    expect(texts.get('datacard.md')).toContain('CC-BY-SA-4.0');
    expect(texts.get('datacard.md')).toContain('CC0-1.0');
    expect(texts.get('datacard.md')).toContain('npm run import-dump');
  });

  it('names contributors by username and counts the votes on public content', async () => {
    const contributors = await records(folder, 'contributors.ndjson.gz');
    expect(contributors).toContainEqual({ Username: 'EditorialTeam' });
    const questions = await records(folder, 'questions.ndjson.gz');
    expect(questions.every((q) => q.CreatedBy === 'EditorialTeam')).toBe(true);
    const votes = await records(folder, 'votes-per-argument.csv');
    expect(votes).toEqual([
      expect.objectContaining({ Answer: '4', Votes: '2', SignedInVotes: '1' }),
    ]);
    const positions = await records(folder, 'votes-per-question.csv');
    expect(positions).toEqual([expect.objectContaining({ Votes: '2', SignedInVotes: '1' })]);
    expect(await records(folder, 'crosstabs.csv')).toEqual([]);
  });

  describe('imported into an empty database', () => {
    let copy: TestApp;

    beforeAll(async () => {
      copy = await startTestApp({ dataDir });
    });
    afterAll(() => copy?.close());

    it('refuses a damaged dump before writing anything', async () => {
      const damaged = await mkdtemp(path.join(os.tmpdir(), 'opinions-damaged-'));
      try {
        for (const name of [...texts.keys()])
          await writeFile(path.join(damaged, name), await readFile(path.join(folder, name)));
        await writeFile(path.join(damaged, 'questions.ndjson.gz'), 'not the file');
        await expect(
          importDump(copy.app.get(DataSource), copy.app.get(ContentKindRegistry), damaged),
        ).rejects.toThrow('questions.ndjson.gz does not match its checksum');
        expect(await copy.sql('SELECT id FROM users')).toEqual([]);
      } finally {
        await rm(damaged, { recursive: true, force: true });
      }
    });

    it('holds the same public content, histories and counts', async () => {
      const summary = await importDump(
        copy.app.get(DataSource),
        copy.app.get(ContentKindRegistry),
        folder,
      );
      expect(summary.accountsCreated).toBe(
        (await records(folder, 'contributors.ndjson.gz')).length,
      );
      const accounts = await copy.sql<{ email: string; password_hash: string }>(
        'SELECT email, password_hash FROM users',
      );
      expect(
        accounts.every((a) => a.email.endsWith('@imported.invalid') && a.password_hash === ''),
      ).toBe(true);
      // The public answers of the API read the same from both databases.
      const [convo] = await t.sql<{ id: string }>(
        'SELECT id FROM convos WHERE deleted_at IS NULL ORDER BY id LIMIT 1',
      );
      const [arg] = await t.sql<{ id: string }>(
        "SELECT id FROM args WHERE deleted_at IS NULL AND references_body <> '' ORDER BY id LIMIT 1",
      );
      const [person] = await t.sql<{ path_alias: string }>(
        'SELECT path_alias FROM persons ORDER BY id LIMIT 1',
      );
      const [category] = await t.sql<{ id: string }>(
        'SELECT id FROM categories ORDER BY id LIMIT 1',
      );
      const reads = [
        `/api/convo/get?convoID=${convo.id}`,
        `/api/arg/get?argID=${arg.id}`,
        `/api/arg/getreferences?argID=${arg.id}`,
        `/api/quote/list?argID=${arg.id}`,
        `/api/person/get?pathAlias=${person.path_alias}`,
        `/api/person/list`,
        `/api/category/get?categoryID=${category.id}`,
        `/api/convo/list?page=1&perPage=20`,
        `/api/search?q=voting`,
      ];
      for (const url of reads) {
        const [before, after] = await Promise.all([
          request(t.http).get(url),
          request(copy.http).get(url),
        ]);
        expect(`${url} ${after.status}`).toBe(`${url} 200`);
        expect(after.body).toEqual(before.body);
      }
    });

    it('refuses a database that holds content', async () => {
      await expect(
        importDump(copy.app.get(DataSource), copy.app.get(ContentKindRegistry), folder),
      ).rejects.toThrow('The database is not empty');
    });
  });
});
