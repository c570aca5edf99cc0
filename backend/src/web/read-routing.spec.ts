import { describe, expect, it } from '@jest/globals';
import { hasRecentWrite } from '../common/recent-write.js';
import { requestReadsMayLag } from './read-routing.js';

const SESSION = 'opinions.sid=s%3Aabc.def';

describe('requestReadsMayLag', () => {
  it('lets page renders, anonymous shareable reads, searches and vote results read a replica', () => {
    expect(requestReadsMayLag('GET', '/', undefined)).toBe(true);
    expect(requestReadsMayLag('GET', '/q/some-question', SESSION)).toBe(true);
    expect(requestReadsMayLag('HEAD', '/encyclopedia?page=2', undefined)).toBe(true);
    expect(requestReadsMayLag('GET', '/api/convo/list?page=1', undefined)).toBe(true);
    expect(requestReadsMayLag('GET', '/api/search?q=tax', SESSION)).toBe(true);
    expect(requestReadsMayLag('GET', '/api/yourtake/results/abc123', SESSION)).toBe(true);
    expect(requestReadsMayLag('GET', '/api/yourtakeconvo/results/abc123', SESSION)).toBe(true);
    // The recent-changes feed is final up to its snapshot's xmin, on a replica too.
    expect(requestReadsMayLag('GET', '/api/changes?cursor=abc&limit=5', undefined)).toBe(true);
  });

  it('keeps writes, signed-in API reads, personal reads and the console on the primary', () => {
    expect(requestReadsMayLag('POST', '/api/convo/create', SESSION)).toBe(false);
    expect(requestReadsMayLag('POST', '/api/search?q=tax', undefined)).toBe(false);
    expect(requestReadsMayLag('GET', '/api/convo/list?page=1', SESSION)).toBe(false);
    expect(requestReadsMayLag('GET', '/api/me', undefined)).toBe(false);
    expect(requestReadsMayLag('GET', '/api/health', undefined)).toBe(false);
    expect(requestReadsMayLag('GET', '/api/convo/list?unknown=1', undefined)).toBe(false);
    expect(requestReadsMayLag('GET', '/admin', undefined)).toBe(false);
    expect(requestReadsMayLag('GET', '/admin/users', undefined)).toBe(false);
    expect(requestReadsMayLag(undefined, '/', undefined)).toBe(false);
    // Express routes these to the API and the console too.
    expect(requestReadsMayLag('GET', '/API/me', SESSION)).toBe(false);
    expect(requestReadsMayLag('GET', '/Api/convo/list?page=1', SESSION)).toBe(false);
    expect(requestReadsMayLag('GET', '/ADMIN/users', undefined)).toBe(false);
    expect(requestReadsMayLag('GET', '/administrators-guide', undefined)).toBe(true);
  });

  it('sends a visitor who wrote a moment ago to the primary, whatever the cookie says', () => {
    for (const cookie of ['recent_write=1', `${SESSION}; recent_write=forged`, 'a=1;recent_write='])
      expect(requestReadsMayLag('GET', '/', cookie)).toBe(false);
    expect(requestReadsMayLag('GET', '/api/search?q=tax', 'recent_write=1')).toBe(false);
  });

  it('reads the cookie by its whole name', () => {
    expect(hasRecentWrite('not_recent_write=1')).toBe(false);
    expect(hasRecentWrite('x=recent_write=1')).toBe(false);
    expect(hasRecentWrite(undefined)).toBe(false);
    expect(hasRecentWrite('a=b; recent_write=1')).toBe(true);
  });
});
