import { describe, expect, it } from '@jest/globals';
import { pageKey } from './page-key.js';

const get = (url: string, cookie?: string) => pageKey('GET', url, cookie);

describe('pageKey', () => {
  it('refuses what may not be shared: writes, signed-in API reads, the console, files', () => {
    expect(pageKey('POST', '/api/convo/get?convoID=abc', undefined)).toBeUndefined();
    expect(pageKey('HEAD', '/c/abc', undefined)).toBeUndefined();
    expect(get('/api/convo/get?convoID=abc', 'theme=dark; opinions.sid=s%3Axyz')).toBeUndefined();
    expect(get('/api/search?q=lighthouse', 'opinions.sid=s%3Axyz')).toBeUndefined();
    expect(get('/admin')).toBeUndefined();
    expect(get('/admin/users')).toBeUndefined();
    expect(get('/assets/index-abc.js')).toBeUndefined();
    expect(get('/api/home')).toBeUndefined();
    expect(get('/api/yourtake/list')).toBeUndefined();
    expect(get('/api/docs')).toBeUndefined();
    expect(get(`/c/abc?x=${'y'.repeat(3000)}`)).toBeUndefined();
  });

  it('refuses every request right after its visitor wrote (read-your-writes), page or API', () => {
    expect(get('/c/abc', 'recent_write=1')).toBeUndefined();
    expect(get('/', 'theme=dark; recent_write=1')).toBeUndefined();
    expect(get('/api/convo/get?convoID=abc', 'recent_write=1; theme=dark')).toBeUndefined();
    expect(get('/c/abc', 'theme=dark')).toEqual({ key: '/c/abc', storable: true });
  });

  it('refuses the API, the console and the assets in another case (Express routes them alike)', () => {
    expect(get('/API/convo/get?convoID=abc')).toBeUndefined();
    expect(get('/Api/convo/get?convoID=abc', 'opinions.sid=s%3Axyz')).toBeUndefined();
    expect(get('/ADMIN/users')).toBeUndefined();
    expect(get('/Assets/index-abc.js')).toBeUndefined();
  });

  it('refuses parameters a page does not read, repeated or not in canonical form', () => {
    expect(get('/c/abc?page=2')).toBeUndefined();
    expect(get('/c/abc?x=1')).toBeUndefined();
    expect(get('/?page=02')).toBeUndefined();
    expect(get('/?page=0')).toBeUndefined();
    expect(get('/?page=2&page=3')).toBeUndefined();
    expect(get('/?category=..%2F')).toBeUndefined();
    expect(get('/api/convo/get?convoID=abc&convoID=abd')).toBeUndefined();
    expect(get('/api/convo/get?convoID=not%20an%20id')).toBeUndefined();
    // The API answers 400 to any parameter it does not know, tracking ones included.
    expect(get('/api/convo/get?convoID=abc&utm_source=x')).toBeUndefined();
    expect(get('/api/search?q=a')).toBeUndefined();
  });

  it('leaves tracking parameters out of a page key, and does not store such a render', () => {
    expect(get('/c/abc?utm_source=news&fbclid=IwAR0')).toEqual({ key: '/c/abc', storable: false });
    expect(get('/?utm_campaign=x&page=2')).toEqual({ key: '/?page=2', storable: false });
    expect(get('/c/abc')).toEqual({ key: '/c/abc', storable: true });
    expect(get('/c/abc?')).toEqual({ key: '/c/abc', storable: true });
  });

  it("keys a signed-in reader's page like anyone's (the personal parts come from /api/me)", () => {
    const signedIn = get('/c/abc?utm_source=x', 'theme=dark; opinions.sid=s%3Axyz');
    expect(signedIn?.key).toBe('/c/abc');
    expect(get('/c/abc', 'opinions.sid=s%3Axyz')).toEqual({ key: '/c/abc', storable: true });
    expect(get('/?page=2', 'opinions.sid=s%3Axyz')?.key).toBe('/?page=2');
    expect(get('/c/abc?x=1', 'opinions.sid=s%3Axyz')).toBeUndefined();
  });

  it('sorts the parameters that change the answer', () => {
    const a = get('/api/convo/list?perPage=20&page=2&category=cat1');
    const b = get('/api/convo/list?category=cat1&page=2&perPage=20');
    expect(a).toEqual({ key: '/api/convo/list?category=cat1&page=2&perPage=20', storable: true });
    expect(b).toEqual(a);
    expect(get('/encyclopedia?category=cat1&page=3')).toEqual(
      get('/encyclopedia?page=3&category=cat1'),
    );
  });

  it("keys a category's page by its page of questions, and nothing else", () => {
    expect(get('/categories/cat1?page=2')).toEqual({
      key: '/categories/cat1?page=2',
      storable: true,
    });
    expect(get('/categories/cat1')).toEqual({ key: '/categories/cat1', storable: true });
    expect(get('/categories/cat1?page=0')).toBeUndefined();
    expect(get('/categories/cat1?category=cat2')).toBeUndefined();
    expect(get('/c/abc?page=2')).toBeUndefined();
  });

  it('keys a search by its trimmed text', () => {
    expect(get('/api/search?q=%20lighthouse%20')).toEqual(get('/api/search?q=lighthouse'));
    expect(get('/api/search?q=lighthouse')).toEqual({
      key: '/api/search?q=lighthouse',
      storable: true,
    });
  });

  it('keys the search results page by its text and page, like the search API', () => {
    expect(get('/search?page=2&q=%20lighthouse')).toEqual({
      key: '/search?page=2&q=lighthouse',
      storable: true,
    });
    expect(get('/api/search?page=2&q=lighthouse')?.key).toBe('/api/search?page=2&q=lighthouse');
    for (const url of [
      '/search?q=a',
      '/search?q=ab&page=0',
      '/search?q=ab&x=1',
      '/search?q=ab&q=cd',
    ])
      expect(get(url)).toBeUndefined();
  });
});
