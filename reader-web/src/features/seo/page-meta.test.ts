import { describe, expect, it } from '@jest/globals';
import { applyPageMeta } from './apply-page-meta';
import { renderHeadTags, resolvePageMeta } from './page-meta';

const loginMatches = [
  { handle: undefined },
  { handle: undefined },
  { handle: { meta: { title: 'Log in', description: 'Log in to vote.' } } },
];

describe('resolvePageMeta', () => {
  it('takes the deepest route meta and builds absolute URLs from the origin', () => {
    const meta = resolvePageMeta({
      matches: loginMatches,
      origin: 'https://o.example',
      pathname: '/login',
    });
    expect(meta).toEqual({
      title: 'Log in | Opinion Encyclopedia',
      shareTitle: 'Log in',
      description: 'Log in to vote.',
      canonical: 'https://o.example/login',
      url: 'https://o.example/login',
      type: 'website',
      siteName: 'Opinion Encyclopedia',
      noindex: false,
      structuredData: null,
    });
  });

  it('defaults to the site name and description, and honours canonicalPath', () => {
    const meta = resolvePageMeta({
      matches: [{ handle: { meta: { canonicalPath: '/' } } }],
      origin: '',
      pathname: '/encyclopedia',
    });
    expect(meta.title).toBe('Opinion Encyclopedia');
    expect(meta.description).toBe("Building an encyclopedia of the world's opinions");
    expect(meta.canonical).toBe('/');
  });

  it('computes meta from loader data when the route gives a function', () => {
    const meta = resolvePageMeta({
      matches: [
        {
          handle: { meta: (data: unknown) => ({ title: (data as { T: string }).T }) },
          data: { T: 'Q?' },
        },
      ],
      origin: '',
      pathname: '/c/1',
    });
    expect(meta.shareTitle).toBe('Q?');
  });

  it('gives error pages their own meta, without canonical', () => {
    const notFound = resolvePageMeta({
      matches: loginMatches,
      origin: '',
      pathname: '/x',
      errorStatus: 404,
    });
    expect(notFound).toMatchObject({
      title: 'Page Not Found | Opinion Encyclopedia',
      canonical: null,
      noindex: true,
    });
    const failed = resolvePageMeta({
      matches: loginMatches,
      origin: '',
      pathname: '/x',
      errorStatus: 500,
    });
    expect(failed.shareTitle).toBe('Something went wrong');
  });
});

describe('renderHeadTags', () => {
  it('escapes values', () => {
    const meta = resolvePageMeta({
      matches: [{ handle: { meta: { title: '"A" <b> & \'c\'' } } }],
      origin: '',
      pathname: '/q',
    });
    const html = renderHeadTags(meta);
    expect(html).toContain(
      '<title>&quot;A&quot; &lt;b&gt; &amp; &#39;c&#39; | Opinion Encyclopedia</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="&quot;A&quot; &lt;b&gt; &amp; &#39;c&#39;" />',
    );
  });
});

describe('applyPageMeta', () => {
  it('creates, updates and removes head tags to match the page', () => {
    document.head.innerHTML =
      '<meta name="description" content="old"><meta name="robots" content="noindex">';
    applyPageMeta(
      document,
      resolvePageMeta({ matches: loginMatches, origin: 'http://localhost', pathname: '/login' }),
    );

    expect(document.title).toBe('Log in | Opinion Encyclopedia');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Log in to vote.',
    );
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'http://localhost/login',
    );
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/login',
    );

    applyPageMeta(
      document,
      resolvePageMeta({ matches: [], origin: '', pathname: '/x', errorStatus: 404 }),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });
});
