import { describe, expect, it } from '@jest/globals';
import { argPage, convoPage, LONG_DESCRIPTION, posPage } from '../../test/map-fixtures';
import { applyPageMeta } from './apply-page-meta';
import { renderHeadTags, resolvePageMeta, type RouteMeta } from './page-meta';
import {
  argStructuredData,
  convoStructuredData,
  posStructuredData,
  scriptJson,
  withOrigin,
} from './structured-data';

const ORIGIN = 'https://opinions.example';
const HOSTILE = 'Is </script><script>alert(1)</script><!-- a & b > c? \u2028';

function metaFor(route: RouteMeta, pathname = '/c/convo1') {
  return resolvePageMeta({ matches: [{ handle: { meta: route } }], origin: ORIGIN, pathname });
}

/** The JSON-LD blocks of some head markup, parsed back. */
function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as unknown,
  );
}

describe('structured data of read pages', () => {
  it('describes a question as a QAPage whose positions are suggested answers with their claims', () => {
    expect(convoStructuredData(convoPage())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      url: '/c/convo1',
      mainEntity: {
        '@type': 'Question',
        name: 'Should public transport be free?',
        text: LONG_DESCRIPTION,
        url: '/c/convo1',
        dateCreated: '2026-11-20T10:00:00.000Z',
        dateModified: '2026-11-21T10:00:00.000Z',
        answerCount: 2,
        suggestedAnswer: [
          {
            '@type': 'Answer',
            name: 'Yes, make it free',
            text: 'Yes, make it free. Fares should go.',
            url: '/p/pos1',
            hasPart: [
              { '@type': 'Claim', name: 'Free fares cut car traffic', url: '/a/arg1' },
              {
                '@type': 'Claim',
                name: 'Fares cost more to collect than they bring',
                url: '/a/arg2',
              },
            ],
          },
          {
            '@type': 'Answer',
            name: 'No, keep the fares',
            text: 'No, keep the fares',
            url: '/p/pos2',
          },
        ],
      },
    });
  });

  it('describes a position as an answer to its question, its arguments as claims', () => {
    const data = posStructuredData(posPage());
    expect(data).toMatchObject({
      '@type': 'WebPage',
      url: '/p/pos1',
      mainEntity: {
        '@type': 'Answer',
        name: 'Yes, make it free',
        parentItem: {
          '@type': 'Question',
          name: 'Should public transport be free?',
          url: '/c/convo1',
        },
        hasPart: [
          {
            '@type': 'Claim',
            name: 'Free fares cut car traffic',
            text: 'People leave the car at home.',
            url: '/a/arg1',
          },
          expect.objectContaining({ '@type': 'Claim', url: '/a/arg2' }),
        ],
      },
    });
  });

  it('describes an argument as a claim within its position and question', () => {
    expect(argStructuredData(argPage())).toMatchObject({
      '@type': 'WebPage',
      mainEntity: {
        '@type': 'Claim',
        name: 'Free fares cut car traffic',
        text: LONG_DESCRIPTION,
        url: '/a/arg1',
        isPartOf: {
          '@type': 'Answer',
          url: '/p/pos1',
          parentItem: { '@type': 'Question', url: '/c/convo1' },
        },
      },
    });
  });

  it('makes site paths absolute, and only those', () => {
    expect(
      withOrigin(
        {
          url: '/c/1',
          text: '/not-a-url',
          list: [{ url: '/a/2' }],
          other: { url: '//evil.example/x' },
        },
        ORIGIN,
      ),
    ).toEqual({
      url: `${ORIGIN}/c/1`,
      text: '/not-a-url',
      list: [{ url: `${ORIGIN}/a/2` }],
      other: { url: '//evil.example/x' },
    });
  });
});

describe('JSON-LD in the head', () => {
  it('cannot be closed or commented out by a title, and reads back unchanged', () => {
    const page = convoPage({ Title: HOSTILE, Description: HOSTILE });
    const html = renderHeadTags(
      metaFor({ title: HOSTILE, structuredData: convoStructuredData(page) }),
    );
    // One script element opened and closed by us; nothing inside it looks like markup.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1];
    expect(json).not.toMatch(/[<>&\u2028]/);
    const [data] = jsonLdBlocks(html) as [ReturnType<typeof convoStructuredData>];
    expect(data.mainEntity).toMatchObject({
      name: HOSTILE,
      text: HOSTILE,
      url: `${ORIGIN}/c/convo1`,
    });
  });

  it('escapes what could end a script element in any JSON', () => {
    expect(scriptJson({ a: '</script>', b: '<!--', c: 'x & y', d: '\u2029' })).toBe(
      '{"a":"\\u003c/script\\u003e","b":"\\u003c!--","c":"x \\u0026 y","d":"\\u2029"}',
    );
  });

  it('is left out of noindex pages (edit pages) and pages without data', () => {
    const structuredData = convoStructuredData(convoPage());
    expect(metaFor({ structuredData, noindex: true }).structuredData).toBeNull();
    expect(renderHeadTags(metaFor({ structuredData, noindex: true }))).not.toContain('ld+json');
    expect(renderHeadTags(metaFor({ title: 'Log in' }))).not.toContain('<script');
  });

  it('follows client navigation: replaced on the next read page, removed where there is none', () => {
    document.head.innerHTML = '';
    applyPageMeta(document, metaFor({ structuredData: convoStructuredData(convoPage()) }));
    const blocks = () =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as { url: string },
      );
    expect(blocks().map((b) => b.url)).toEqual([`${ORIGIN}/c/convo1`]);
    applyPageMeta(document, metaFor({ structuredData: argStructuredData(argPage()) }, '/a/arg1'));
    expect(blocks().map((b) => b.url)).toEqual([`${ORIGIN}/a/arg1`]);
    applyPageMeta(document, metaFor({ title: 'Log in' }, '/login'));
    expect(blocks()).toEqual([]);
  });
});
