import { describe, expect, it } from '@jest/globals';
import { nextBackTarget, referrerTarget, remember, type Trail } from './back-trail';

const none = () => undefined;
const visit = (key: string, path: string) => ({ key, path });

describe('nextBackTarget', () => {
  it('has none on the first page of a visit without a referrer on the site', () => {
    expect(nextBackTarget({}, undefined, visit('default', '/c/1'), 'POP', none)).toBeUndefined();
  });

  it('leads back to the page a link came from, through the history', () => {
    const previous = { visit: visit('default', '/c/1') };
    expect(nextBackTarget({}, previous, visit('k1', '/a/2'), 'PUSH', none)).toEqual({
      to: '/c/1',
      back: true,
    });
  });

  it("keeps the replaced page's target (a redirect, a login returning)", () => {
    const previous = { visit: visit('k1', '/login'), target: { to: '/c/1', back: true } };
    expect(nextBackTarget({}, previous, visit('k2', '/c/1?x=1'), 'REPLACE', none)).toEqual({
      to: '/c/1',
      back: true,
    });
  });

  it('stays the same when only the #hash changes', () => {
    const previous = { visit: visit('k1', '/a/2'), target: { to: '/c/1', back: true } };
    expect(nextBackTarget({}, previous, visit('default', '/a/2'), 'POP', none)).toBe(
      previous.target,
    );
  });

  it("finds a history entry's own target when the reader goes back, forward or reloads", () => {
    const trail: Trail = { k2: { to: '/p/1', back: true } };
    const previous = { visit: visit('k3', '/a/9'), target: { to: '/a/2', back: true } };
    expect(nextBackTarget(trail, previous, visit('k2', '/a/2'), 'POP', none)).toEqual(trail.k2);
    expect(nextBackTarget(trail, undefined, visit('k2', '/a/2'), 'POP', none)).toEqual(trail.k2);
    expect(nextBackTarget(trail, previous, visit('k7', '/x'), 'POP', none)).toBeUndefined();
  });

  it('uses the referrer for a page loaded from another page of the site', () => {
    const fromReferrer = () => ({ to: '/c/1', back: false });
    expect(nextBackTarget({}, undefined, visit('default', '/a/2'), 'POP', fromReferrer)).toEqual({
      to: '/c/1',
      back: false,
    });
  });
});

describe('referrerTarget', () => {
  const origin = 'https://opinions.example';
  it('takes a referrer on this site, as a path with its query', () => {
    expect(referrerTarget(`${origin}/c/1?x=1#v`, origin, '/a/2')).toEqual({
      to: '/c/1?x=1',
      back: false,
    });
  });

  it.each(['', 'https://elsewhere.example/c/1', 'not a url', `${origin}/a/2`])(
    'ignores the referrer %j',
    (referrer) => {
      expect(referrerTarget(referrer, origin, '/a/2')).toBeUndefined();
    },
  );
});

describe('remember', () => {
  it('records keyed entries only, and keeps the latest ones', () => {
    const target = { to: '/c/1', back: true };
    expect(remember({}, 'default', target)).toEqual({});
    expect(remember({}, 'k1', undefined)).toEqual({});
    let trail: Trail = {};
    for (let i = 0; i < 5; i++) trail = remember(trail, `k${i}`, target, 3);
    expect(Object.keys(trail)).toEqual(['k2', 'k3', 'k4']);
  });
});
