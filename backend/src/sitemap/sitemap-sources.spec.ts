import { describe, expect, it } from '@jest/globals';
import { isSlugArtifactType, SLUG_LEVELS } from '../slug/slug.rules.js';
import { robotsTxt } from './robots.js';
import {
  chunkPath,
  MAX_CHUNK,
  parseChunkName,
  SITEMAP_SOURCES,
  slugged,
} from './sitemap-sources.js';

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

describe('SITEMAP_SOURCES', () => {
  it('lists every kind with slugs at its canonical level, and no other kind by slug', () => {
    for (const source of SITEMAP_SOURCES) {
      if (slugged(source)) {
        expect(isSlugArtifactType(source.type)).toBe(true);
        expect(SLUG_LEVELS[source.type as keyof typeof SLUG_LEVELS]).toBe(source.level);
        expect(source.pathSegment).toBeUndefined();
      } else expect(isSlugArtifactType(source.type)).toBe(false);
    }
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
