import { beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { entities } from '../entities.js';
import type { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { registryOfApp } from '../scripts/kinds-of-app.js';
import { robotsTxt } from './robots.js';
import {
  chunkPath,
  MAX_CHUNK,
  parseChunkName as parseIn,
  type SitemapSource,
  sitemapSource,
} from './sitemap-sources.js';

let kinds: ContentKindRegistry;
let SITEMAP_SOURCES: SitemapSource[];
const parseChunkName = (name: string) => parseIn(SITEMAP_SOURCES, name);

/** The app's kinds and its entities' metadata (built without connecting). */
beforeAll(async () => {
  kinds = await registryOfApp();
  const dataSource = new DataSource({ type: 'postgres', entities });
  await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  SITEMAP_SOURCES = kinds
    .list()
    .filter((kind) => kind.sitemap)
    .map((kind) => sitemapSource(dataSource, kinds, kind));
});

describe('parseChunkName', () => {
  it('refuses anything the index could not have listed', () => {
    for (const name of [
      '',
      'questions.xml',
      'questions-0.xml',
      'questions-01.xml',
      'questions--1.xml',
      'questions-1.xml.gz',
      'questions-1.XML',
      'Questions-1.xml',
      'persons-1.xml',
      'questions-1e3.xml',
      `questions-${MAX_CHUNK + 1}.xml`,
      'questions-1.xml\u0000',
      '../questions-1.xml',
      'constructor-1.xml',
    ])
      expect(parseChunkName(name)).toBeUndefined();
  });

  it('reads the kind and the file number, and round-trips with chunkPath', () => {
    for (const source of SITEMAP_SOURCES) {
      for (const chunk of [1, 7, MAX_CHUNK]) {
        const path = chunkPath(source, chunk);
        expect(parseChunkName(path.slice('/sitemaps/'.length))).toEqual({ source, chunk });
      }
    }
  });
});

describe('the sources', () => {
  it('list the kinds whose registrations ask, in registration order, by their plurals', () => {
    expect(SITEMAP_SOURCES.map((s) => [s.name, s.level])).toEqual([
      ['questions', 'c'],
      ['positions', 'p'],
      ['arguments', 'a'],
      ['articles', 'article'],
      ['people', 'person'],
      ['tags', 'tags'],
      ['categories', 'categories'],
    ]);
  });

  it("list a row while it and its declared parents are live, and its kind's condition holds", () => {
    const sql = (name: string) => SITEMAP_SOURCES.find((s) => s.name === name)!.sql;
    expect(sql('questions').firstPage).toMatch(/TRUE AS live/);
    expect(sql('arguments').firstPage).toMatch(
      /EXISTS \(SELECT 1 FROM "positions" live_0 WHERE live_0."id" = t."pos_id" AND live_0."deleted_at" IS NULL AND EXISTS \(SELECT 1 FROM "convos" live_1/,
    );
    expect(sql('tags').firstPage).toMatch(/a.tag_id = t.id\) AS live/);
    // Tags are never deleted: every row is its own.
    expect(sql('tags').firstPage).toMatch(/\) s ON TRUE\s+WHERE TRUE\s+ORDER BY/);
    expect(sql('questions').firstPage).toMatch(/WHERE t."deleted_at" IS NULL\s+ORDER BY/);
  });

  it('address a page by its slug where its kind has slugs, else by its id or its alias', () => {
    const sql = (name: string) => SITEMAP_SOURCES.find((s) => s.name === name)!.sql.firstPage;
    expect(sql('questions')).toMatch(/COALESCE\(s.slug, t."id"\) AS path/);
    expect(sql('people')).toMatch(/t."path_alias" AS path/);
    expect(sql('categories')).toMatch(/t."id" AS path/);
    expect(sql('categories')).not.toMatch(/artifact_slugs/);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap on the public URL and keeps crawlers off edit, history and the API', () => {
    const lines = robotsTxt('https://opinions.example').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Sitemap: https://opinions.example/sitemap.xml');
    for (const path of ['/api/', '/admin', '/edit/', '/history/', '/search'])
      expect(lines).toContain(`Disallow: ${path}`);
    // Read pages stay open.
    expect(lines.some((line) => /^Disallow: \/(c|p|a)?$/.test(line))).toBe(false);
  });
});
