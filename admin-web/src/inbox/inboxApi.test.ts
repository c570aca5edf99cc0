import { describe, expect, it } from '@jest/globals';
import { installFakeFetch, json } from '../test/fakeFetch';
import { inboxListPath, setInboxStatus, undoInboxEntry } from './inboxApi';

describe('inbox API calls', () => {
  it('asks for a page with the status and only the filters given', () => {
    expect(inboxListPath(1, { showSeen: false, kind: '', user: '' })).toBe(
      '/api/admin/inbox/list/1?showSeen=false',
    );
    expect(inboxListPath(3, { showSeen: true, kind: 'argAction', user: ' Ada ' })).toBe(
      '/api/admin/inbox/list/3?showSeen=true&kind=argAction&user=Ada',
    );
    expect(inboxListPath(1, { showSeen: false, kind: '', user: 'a&b=c' })).toBe(
      '/api/admin/inbox/list/1?showSeen=false&user=a%26b%3Dc',
    );
  });

  it('marks many entries in requests of at most 500 ids', async () => {
    const { requests } = installFakeFetch((request) =>
      json({ Updated: (request.body as { body: { inboxIDs: string[] } }).body.inboxIDs.length }),
    );
    const ids = Array.from({ length: 501 }, (_, i) => `id${i}`);
    await expect(setInboxStatus(ids, 'seen')).resolves.toBe(501);
    expect(
      requests.map((r) => (r.body as { body: { inboxIDs: string[] } }).body.inboxIDs.length),
    ).toEqual([500, 1]);
  });

  it('sends a reason only when there is one', async () => {
    const { requests } = installFakeFetch(() => json({ RevID: 'r1' }));
    await undoInboxEntry('e1', '   ');
    await undoInboxEntry('e2', ' Spam ');
    expect(requests.map((r) => r.body)).toEqual([
      { body: { inboxID: 'e1' } },
      { body: { inboxID: 'e2', reason: 'Spam' } },
    ]);
  });
});
