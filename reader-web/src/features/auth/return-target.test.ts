import { describe, expect, it } from '@jest/globals';
import { LAST_PAGE_KEY, readReturnTarget, rememberPage, toReturnTarget } from './return-target';

describe('toReturnTarget', () => {
  it.each([
    '/login',
    '/signup',
    '/logout',
    '/app/expertise',
    '/app/interests',
    '/app/resetpassword',
    '/app/settings',
    '/welcome',
    '/login/',
    '/login?next=x',
  ])('does not remember %s', (path) => {
    expect(toReturnTarget(path)).toBeNull();
  });

  it.each(['/admin', '/admin/users/1', '/internal/admin/edit/req/7', '/admin/?x=1#y'])(
    'remembers the admin page %s as / (admin pages return to /)',
    (path) => {
      expect(toReturnTarget(path)).toBe('/');
    },
  );

  it.each([
    ['/', '/'],
    ['/encyclopedia', '/encyclopedia'],
    ['/c/abc?x=1#voting', '/c/abc?x=1#voting'],
    ['/administrators-guide', '/administrators-guide'],
    ['/app/convo/new', '/app/convo/new'],
    ['/loginhelp', '/loginhelp'],
  ])('remembers %s as %s', (path, target) => {
    expect(toReturnTarget(path)).toBe(target);
  });

  it('turns an edit page into its read page', () => {
    expect(toReturnTarget('/edit/c/abc')).toBe('/c/abc');
    expect(toReturnTarget('/edit/person/p1')).toBe('/person/p1');
  });

  it('refuses anything that is not a local path', () => {
    expect(toReturnTarget('https://evil.example/')).toBeNull();
    expect(toReturnTarget('//evil.example/')).toBeNull();
  });
});

describe('rememberPage and readReturnTarget', () => {
  it('defaults to / when nothing is remembered', () => {
    expect(readReturnTarget(window.sessionStorage)).toBe('/');
    expect(readReturnTarget(undefined)).toBe('/');
  });

  it('keeps the last remembered page, skipping pages that are not remembered', () => {
    rememberPage(window.sessionStorage, '/c/abc');
    rememberPage(window.sessionStorage, '/login');
    expect(window.sessionStorage.getItem(LAST_PAGE_KEY)).toBe('/c/abc');
    expect(readReturnTarget(window.sessionStorage)).toBe('/c/abc');
  });

  it('returns to / after an admin page, not to the page before it', () => {
    rememberPage(window.sessionStorage, '/c/abc');
    rememberPage(window.sessionStorage, '/internal/admin/edit/req/7');
    rememberPage(window.sessionStorage, '/login');
    expect(readReturnTarget(window.sessionStorage)).toBe('/');
  });

  it('ignores a stored value that is not a valid target', () => {
    window.sessionStorage.setItem(LAST_PAGE_KEY, '//evil.example');
    expect(readReturnTarget(window.sessionStorage)).toBe('/');
    window.sessionStorage.setItem(LAST_PAGE_KEY, '/signup');
    expect(readReturnTarget(window.sessionStorage)).toBe('/');
  });
});
