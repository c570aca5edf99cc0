import { describe, expect, it } from '@jest/globals';
import { absoluteHttpUrl, extractPreview } from './og-parser.js';

const page = new URL('https://example.org/articles/one.html');

describe('extractPreview', () => {
  it('reads og:image and link rel=icon, resolved against the page address', () => {
    const html = `<!doctype html><html><head>
      <meta property="og:image" content="/img/card.png">
      <link rel="icon" href="favicon.ico">
      </head><body></body></html>`;
    expect(extractPreview(html, page)).toEqual({
      image: 'https://example.org/img/card.png',
      icon: 'https://example.org/articles/favicon.ico',
      title: '',
    });
  });

  it('falls back to twitter:image and apple-touch-icon', () => {
    const html = `<head><meta name="twitter:image" content="https://cdn.example.net/t.jpg">
      <link rel="apple-touch-icon" href="/touch.png"></head>`;
    expect(extractPreview(html, page)).toEqual({
      image: 'https://cdn.example.net/t.jpg',
      icon: 'https://example.org/touch.png',
      title: '',
    });
  });

  it('prefers og:image to twitter:image and icon to apple-touch-icon, whatever their order', () => {
    const html = `<head><meta name="twitter:image" content="/t.jpg"><link rel="apple-touch-icon" href="/a.png">
      <meta property="og:image" content="/o.jpg"><link rel="shortcut icon" href="/s.ico"><link rel="icon" href="/i.ico"></head>`;
    expect(extractPreview(html, page)).toEqual({
      image: 'https://example.org/o.jpg',
      icon: 'https://example.org/i.ico',
      title: '',
    });
  });

  it('reads the title from og:title, then twitter:title, then <title>, as one line', () => {
    const titled = (head: string) => extractPreview(`<head>${head}</head><p>x</p>`, page).title;
    expect(
      titled(
        '<title>Element</title><meta name="twitter:title" content="Twitter"><meta property="og:title" content="Open &amp; Graph">',
      ),
    ).toBe('Open & Graph');
    expect(titled('<title>Element</title><meta name="twitter:title" content="Twitter">')).toBe(
      'Twitter',
    );
    expect(titled('<title>\n  Free transit   in &lt;Tallinn&gt;\n</title>')).toBe(
      'Free transit in <Tallinn>',
    );
    expect(titled('<meta property="og:title" content="  "><title>Kept</title>')).toBe('Kept');
    expect(titled('<title><b>not a tag</b></title>')).toBe('<b>not a tag</b>');
    expect(titled(`<title>${'é'.repeat(250)}</title>`)).toBe('é'.repeat(200));
    expect(titled('<title></title>')).toBe('');
  });

  it('resolves against <base href>', () => {
    const html = `<head><base href="https://static.example.com/x/"><meta property="og:image" content="a.png"></head>`;
    expect(extractPreview(html, page).image).toBe('https://static.example.com/x/a.png');
  });

  it('gives empty strings for none, and ignores non-http(s) addresses', () => {
    expect(extractPreview('<p>nothing here', page)).toEqual({ image: '', icon: '', title: '' });
    const html = `<head><meta property="og:image" content="javascript:alert(1)">
      <link rel="icon" href="data:image/png;base64,AAAA"><meta property="og:image:url" content="  "></head>`;
    expect(extractPreview(html, page)).toEqual({ image: '', icon: '', title: '' });
  });

  it('survives broken, truncated and deeply nested markup', () => {
    const deep = '<div>'.repeat(200_000);
    expect(
      extractPreview(`<head><meta property="og:image" content="/x.png">${deep}`, page).image,
    ).toBe('https://example.org/x.png');
    expect(extractPreview('<head><meta property="og:image" content="/y.png', page)).toEqual({
      image: '',
      icon: '',
      title: '',
    });
    // A title cut off by the end of what was read is still a title.
    expect(extractPreview('<head><title>Cut off by the', page).title).toBe('Cut off by the');
    expect(
      extractPreview(`<html>${deep}<meta property="og:image" content="/z.png">`, page).image,
    ).toBe('https://example.org/z.png');
  });
  it('reads script, style and title contents as text, as a browser does', () => {
    const html = `<head><title><meta property="og:image" content="/t.png"></title>
      <script>document.write('<meta property="og:image" content="/s.png">')</script>
      <style>/* <link rel="icon" href="/x.ico"> */</style>
      <meta property="og:image" content="/real.png"></head>`;
    expect(extractPreview(html, page)).toEqual({
      image: 'https://example.org/real.png',
      icon: '',
      title: '<meta property="og:image" content="/t.png">',
    });
  });

  it('decodes character references in attributes', () => {
    const html = `<meta property="og:image" content="/a.png?x=1&amp;y=2">`;
    expect(extractPreview(html, page).image).toBe('https://example.org/a.png?x=1&y=2');
  });
});

describe('absoluteHttpUrl', () => {
  it('refuses credentials, other schemes and overlong addresses', () => {
    expect(absoluteHttpUrl('https://u:p@example.org/a.png', page)).toBe('');
    expect(absoluteHttpUrl('ftp://example.org/a.png', page)).toBe('');
    expect(absoluteHttpUrl(`/${'a'.repeat(2100)}`, page)).toBe('');
    expect(absoluteHttpUrl('//cdn.example.org/a.png', page)).toBe('https://cdn.example.org/a.png');
  });
});
