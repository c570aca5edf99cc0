import { describe, expect, it } from '@jest/globals';
import { pageSubject } from './me-page.js';

describe('pageSubject', () => {
  it('finds no subject on pages about no one artifact, or with a malformed id', () => {
    for (const path of [
      '/',
      '/encyclopedia',
      '/yourtake',
      '/history/convo/abc',
      '/tags/abc',
      '/c/',
      '/c/abc/def',
      '/x/abc',
      '/edit/edit/c/abc',
      `/c/${'a'.repeat(67)}`,
      '/c/a%20b',
      '/categories/abc',
      '/reqs/c/abc',
      '/internal/admin/req/abc',
      `/edit/req/${'a'.repeat(17)}`,
    ]) {
      expect([path, pageSubject(path)]).toEqual([path, { artifact: null, votes: [] }]);
    }
  });

  it('names the question, position or argument of a read or edit page, and its vote widget', () => {
    expect(pageSubject('/c/abc')).toEqual({
      artifact: { kind: 'convo', id: 'abc' },
      votes: [{ type: 'convo', id: 'abc' }],
    });
    expect(pageSubject('/edit/a/A_b-9/')).toEqual({
      artifact: { kind: 'arg', id: 'A_b-9' },
      votes: [{ type: 'arg', id: 'A_b-9' }],
    });
    expect(pageSubject('/p/xyz')).toEqual({ artifact: { kind: 'pos', id: 'xyz' }, votes: [] });
  });

  it('names the question, position or argument of a page read by its slug, by that slug', () => {
    const slug = 'should-public-transport-be-free';
    expect(pageSubject(`/edit/c/${slug}`)).toEqual({
      artifact: { kind: 'convo', id: slug },
      votes: [{ type: 'convo', id: slug }],
    });
    expect(pageSubject(`/p/${slug}`)).toEqual({ artifact: { kind: 'pos', id: slug }, votes: [] });
    expect(pageSubject(`/edit/article/${slug}`)).toEqual({
      artifact: { kind: 'article', id: slug },
      votes: [],
    });
  });

  it('names the request, article, category or person of their pages, with no vote widget', () => {
    expect(pageSubject('/req/r1')).toEqual({ artifact: { kind: 'req', id: 'r1' }, votes: [] });
    expect(pageSubject('/edit/req/r1/')).toEqual({
      artifact: { kind: 'req', id: 'r1' },
      votes: [],
    });
    expect(pageSubject('/internal/admin/edit/req/r1')).toEqual({
      artifact: { kind: 'req', id: 'r1', accessKind: 'adminReq' },
      votes: [],
    });
    expect(pageSubject('/article/x')).toEqual({
      artifact: { kind: 'article', id: 'x' },
      votes: [],
    });
    expect(pageSubject('/edit/article/x')).toEqual({
      artifact: { kind: 'article', id: 'x' },
      votes: [],
    });
    expect(pageSubject('/edit/categories/k')).toEqual({
      artifact: { kind: 'category', id: 'k' },
      votes: [],
    });
    expect(pageSubject('/edit/person/p')).toEqual({
      artifact: { kind: 'person', id: 'p' },
      votes: [],
    });
  });

  it("names the tag of a tag's edit page, by its id or its slug; its read page asks nothing", () => {
    expect(pageSubject('/edit/tags/t1')).toEqual({
      artifact: { kind: 'tag', id: 't1' },
      votes: [],
    });
    expect(pageSubject('/edit/tags/solar-power/')).toEqual({
      artifact: { kind: 'tag', id: 'solar-power' },
      votes: [],
    });
    expect(pageSubject('/tags/t1')).toEqual({ artifact: null, votes: [] });
    expect(pageSubject('/edit/tags/a%20b')).toEqual({ artifact: null, votes: [] });
  });
});
