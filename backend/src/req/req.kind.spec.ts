import { describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { ReqEntity } from './req.entity.js';
import {
  checkReqStatus,
  checkSuggestionChange,
  reqKind,
  reqsLink,
  suggestionOutcome,
} from './req.kind.js';

const manager = {} as EntityManager;
const req = (over: Partial<ReqEntity> = {}): ReqEntity =>
  ({
    id: 'r1',
    title: 'Please discuss',
    issue: 'The description takes a side.',
    artifactType: 'arg',
    artifactId: 'a1',
    status: 'open',
    deletedAt: null,
    ...over,
  }) as ReqEntity;

describe('the request kind', () => {
  it('snapshots Title, Issue, Status and Deleted; the artifact is not a field', async () => {
    const r = req();
    expect(await reqKind.snapshot(manager, r)).toEqual({
      Title: 'Please discuss',
      Issue: 'The description takes a side.',
      Status: 'open',
      Deleted: 'false',
    });
    await reqKind.applyField(manager, r, 'Issue', ' A new\nissue, on one line ');
    expect(r.issue).toBe('A new issue, on one line');
    await expect(reqKind.applyField(manager, r, 'ArtifactID', 'c1')).rejects.toThrow(
      'A request has no field "ArtifactID".',
    );
    await expect(reqKind.applyField(manager, r, 'Title', 'ab')).rejects.toThrow('3 to 75');
    await reqKind.applyField(manager, r, 'Deleted', 'true');
    expect(r.deletedAt).toBeInstanceOf(Date);
  });

  it('sets Status to open or resolved only; a snapshot without one is open', async () => {
    const r = req();
    await reqKind.applyField(manager, r, 'Status', 'resolved');
    expect(r.status).toBe('resolved');
    expect((await reqKind.snapshot(manager, r)).Status).toBe('resolved');
    for (const bad of ['closed', 'Resolved', '', ' open', 'open\u0000'])
      await expect(reqKind.applyField(manager, r, 'Status', bad)).rejects.toThrow(
        'Status must be one of open, resolved.',
      );
    expect(r.status).toBe('resolved');
    await reqKind.applyField(manager, r, 'Status', null);
    expect(r.status).toBe('open');
  });

  it('edits Title, Issue and Status together (ReqEdit); only editors and above change Status', () => {
    expect(reqKind.editFields).toEqual(['Title', 'Issue', 'Status', 'ConvoID', 'DeclineReason']);
    expect(reqKind.access).toEqual({
      fields: {
        Status: { who: 'editor' },
        ConvoID: { who: 'editor' },
        DeclineReason: { who: 'editor' },
      },
    });
    expect(checkReqStatus('Status', 'open')).toBe('open');
  });

  it('links to its page; a deletion goes back to the requests of its artifact', () => {
    expect(reqKind.link(req())).toBe('/req/r1');
    expect(reqKind.deletedLocation?.(req())).toBe('/reqs/a/a1');
    expect(reqKind.deletedLocation?.(req({ artifactType: 'convo', artifactId: 'c1' }))).toBe(
      '/reqs/c/c1',
    );
    expect(reqKind.deletedLocation?.(req({ artifactType: null, artifactId: null }))).toBe(
      '/encyclopedia',
    );
    expect(reqsLink('arg', 'x')).toBe('/reqs/a/x');
    expect(reqKind.search).toBeUndefined();
    expect(reqKind.inboxKind).toBe('reqAction');
  });

  describe('checkChange (every change: edit, revert, inbox undo)', () => {
    const user = { id: 'u1', role: 'user' } as const;
    const editor = { id: 'u2', role: 'editor' } as const;
    const check = (r: ReqEntity, who: { id: string; role: string }, live: boolean) => {
      const isLive = jest.fn(async (_type: string, _id: string) => live);
      const result = reqKind.checkChange!({}, {}, who as never, { entity: r, isLive });
      return { result: Promise.resolve(result), isLive };
    };

    it('lets only editors change an admin request', async () => {
      const admin = req({ artifactType: null, artifactId: null });
      await expect(check(admin, user, true).result).rejects.toThrow(
        'You need the editor role to change an admin request.',
      );
      const byEditor = check(admin, editor, true);
      await expect(byEditor.result).resolves.toBeUndefined();
      expect(byEditor.isLive).not.toHaveBeenCalled();
    });

    it('refuses (404) a change to a request whose artifact is gone, for anyone', async () => {
      const gone = check(req(), editor, false);
      await expect(gone.result).rejects.toThrow('There is no request r1.');
      expect(gone.isLive).toHaveBeenCalledWith('arg', 'a1');
      await expect(check(req(), user, true).result).resolves.toBeUndefined();
    });
  });

  describe('a suggested question', () => {
    const suggestion = (over: Partial<ReqEntity> = {}) =>
      req({
        artifactType: 'suggest',
        artifactId: null,
        title: 'Should cities ban cars?',
        issue: 'Many cities are debating it right now.',
        outcomeConvoId: null,
        declineReason: null,
        ...over,
      });
    const open = {
      Title: 'Should cities ban cars?',
      Issue: 'Many cities are debating it right now.',
      Status: 'open',
      ConvoID: '',
      DeclineReason: '',
      Deleted: 'false',
    };

    it('snapshots its outcome (other requests have none) and sets it', async () => {
      const s = suggestion();
      expect(await reqKind.snapshot(manager, s)).toEqual(open);
      await reqKind.applyField(manager, s, 'ConvoID', 'c_1');
      await reqKind.applyField(manager, s, 'DeclineReason', ' Off\ntopic ');
      expect([s.outcomeConvoId, s.declineReason]).toEqual(['c_1', 'Off topic']);
      await reqKind.applyField(manager, s, 'ConvoID', '');
      expect(s.outcomeConvoId).toBeNull();
      await expect(reqKind.applyField(manager, s, 'ConvoID', 'not an id')).rejects.toThrow(
        'ConvoID must be an id.',
      );
      await expect(reqKind.applyField(manager, req(), 'ConvoID', 'c1')).rejects.toThrow(
        'A request has no field "ConvoID".',
      );
    });

    it('is open with no outcome, or resolved with exactly one', () => {
      expect(() => checkSuggestionChange(open, open)).not.toThrow();
      const resolved = { ...open, Status: 'resolved' };
      expect(() => checkSuggestionChange(open, { ...resolved, ConvoID: 'c1' })).not.toThrow();
      expect(() =>
        checkSuggestionChange(open, { ...resolved, DeclineReason: 'Dup' }),
      ).not.toThrow();
      expect(() => checkSuggestionChange(open, resolved)).toThrow(
        'A suggestion is resolved by making it a question or by declining it with a reason.',
      );
      expect(() =>
        checkSuggestionChange(open, { ...resolved, ConvoID: 'c1', DeclineReason: 'Dup' }),
      ).toThrow('resolved by making it a question');
      expect(() => checkSuggestionChange(open, { ...open, ConvoID: 'c1' })).toThrow(
        'An open suggestion has no outcome yet.',
      );
    });

    it("keeps a question's title rule on its Title", () => {
      expect(() => checkSuggestionChange(open, { ...open, Title: 'Too short' })).toThrow(
        'The title must be 10 to 75 characters; it has 9.',
      );
    });

    it('reads its outcome', () => {
      expect(suggestionOutcome(suggestion())).toBe('open');
      expect(suggestionOutcome(suggestion({ status: 'resolved', outcomeConvoId: 'c1' }))).toBe(
        'question',
      );
      expect(suggestionOutcome(suggestion({ status: 'resolved', declineReason: 'Dup' }))).toBe(
        'declined',
      );
    });

    it('lets anyone signed in change its text, whatever is live (it is about nothing)', async () => {
      const isLive = jest.fn(async () => false);
      await expect(
        reqKind.checkChange!(open, open, { id: 'u1', role: 'user' } as never, {
          entity: suggestion(),
          isLive,
        }),
      ).resolves.toBeUndefined();
      expect(isLive).not.toHaveBeenCalled();
    });
  });
});
