import { describe, expect, it } from '@jest/globals';
import { registerAccessRules } from '../common/access.js';
import { changesToUndo, checkUndo } from './undo.js';

registerAccessRules('convo', { noun: 'question' });
const kind = { type: 'convo', noun: 'question' };
const editor = { id: 'e', role: 'editor' as const };
const user = { id: 'u', role: 'user' as const };

describe('changesToUndo', () => {
  it('undoes an edit by its diff and a creation by deleting', () => {
    const diff = [{ Field: 'Title', Old: 'a', New: 'b' }];
    expect(changesToUndo({ actionName: 'ConvoEditTextField', diff })).toBe(diff);
    expect(changesToUndo({ actionName: 'ConvoCreate', diff })).toEqual([
      { Field: 'Deleted', Old: 'true', New: 'false' },
    ]);
  });
});

describe('checkUndo', () => {
  const titleChange = [{ Field: 'Title', Old: 'old', New: 'new' }];

  it('refuses (409) when a later edit changed the same field', () => {
    expect(() =>
      checkUndo(kind, { Title: 'newer', Deleted: 'false' }, titleChange, editor),
    ).toThrow('Later edits changed Title of this question; undo them first or edit it by hand.');
  });

  it('refuses (409) a field edit once the artifact has been deleted since', () => {
    expect(() => checkUndo(kind, { Title: 'new', Deleted: 'true' }, titleChange, editor)).toThrow(
      'This question has been deleted since; undo or revert the deletion first.',
    );
  });

  it('treats a missing field as null', () => {
    expect(() =>
      checkUndo(kind, {}, [{ Field: 'Tags', Old: 'x', New: null }], editor),
    ).not.toThrow();
    expect(() => checkUndo(kind, {}, [{ Field: 'Tags', Old: null, New: '' }], editor)).toThrow(
      'Later edits changed Tags',
    );
  });

  it('refuses (403) undoing a deletion or creation without the delete role', () => {
    const deletion = [{ Field: 'Deleted', Old: 'false', New: 'true' }];
    expect(() => checkUndo(kind, { Deleted: 'true' }, deletion, user)).toThrow(
      expect.objectContaining({
        status: 403,
        message: 'You need the editor role to undo a deletion or creation.',
      }) as unknown as Error,
    );
    expect(() => checkUndo(kind, { Deleted: 'true' }, deletion, editor)).not.toThrow();
  });

  it('reports a conflict before a missing role (the conflict is what to fix first)', () => {
    const deletion = [{ Field: 'Deleted', Old: 'false', New: 'true' }];
    expect(() => checkUndo(kind, { Deleted: 'false' }, deletion, user)).toThrow(
      expect.objectContaining({ status: 409 }) as unknown as Error,
    );
  });

  it('lets anyone undo a plain edit that still stands', () => {
    expect(() =>
      checkUndo(kind, { Title: 'new', Deleted: 'false' }, titleChange, user),
    ).not.toThrow();
  });
});
