import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import {
  ACTIONS,
  type Action,
  accessKinds,
  BUILT_IN_KINDS,
  canAccess,
  EDITOR,
  MOD,
  NOBODY,
  nobodyMay,
  registerAccessRules,
  requireAccess,
  ruleFor,
} from './access.js';
import { ROLES, type Role } from './roles.js';

const as = (role: Role, id = `${role}-1`) => ({ id, role });

// Content kinds bring their own lines, as their registrations do (see each domain's *.kind.ts).
registerAccessRules('convo', { noun: 'question' });
registerAccessRules('tag', { noun: 'tag', rules: { delete: NOBODY }, fields: { Name: EDITOR } });
registerAccessRules('category', {
  noun: 'category',
  rules: { create: EDITOR, edit: EDITOR, revert: EDITOR },
});
registerAccessRules('link', { noun: 'link', rules: { delete: MOD } });
registerAccessRules('article', {
  noun: 'article',
  rules: { create: EDITOR, edit: EDITOR, revert: EDITOR },
});
const KINDS = [...BUILT_IN_KINDS, 'convo', 'tag', 'category', 'link', 'article'] as const;
type Kind = (typeof KINDS)[number];

function refusal(fn: () => void): { status: number; message: string } | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof UnauthorizedException || error instanceof ForbiddenException) {
      return { status: error.getStatus(), message: error.message };
    }
    throw error;
  }
}

/** The table as DESIGN.md and the spec state it: the lowest role allowed, or 'anyone'/'nobody'. */
const EXPECTED: Record<Kind, Record<Action, Role | 'anyone' | 'nobody'>> = (() => {
  const base: Record<Action, Role | 'anyone' | 'nobody'> = {
    read: 'anyone',
    create: 'user',
    edit: 'user',
    delete: 'editor',
    revert: 'user',
    undo: 'editor',
    seeDeleted: 'mod',
    report: 'user',
    thank: 'user',
  };
  const table = Object.fromEntries(KINDS.map((k) => [k, { ...base }])) as Record<
    Kind,
    Record<Action, Role | 'anyone' | 'nobody'>
  >;
  table.tag.delete = 'nobody';
  Object.assign(table.category, { create: 'editor', edit: 'editor', revert: 'editor' });
  Object.assign(table.article, { create: 'editor', edit: 'editor', revert: 'editor' });
  table.link.delete = 'mod';
  Object.assign(table.comment, { edit: 'nobody', delete: 'mod' });
  Object.assign(table.revision, {
    create: 'nobody',
    edit: 'nobody',
    delete: 'nobody',
    revert: 'nobody',
  });
  Object.assign(table.inbox, { read: 'editor', edit: 'editor', undo: 'editor' });
  Object.assign(table.user, { read: 'admin', edit: 'admin', create: 'nobody', delete: 'nobody' });
  Object.assign(table.vote, { create: 'anyone', read: 'user' });
  return table;
})();

const RANK: Record<Role, number> = { user: 0, editor: 1, mod: 2, admin: 3 };

describe('requireAccess', () => {
  it('refuses anonymous visitors with 401 wherever an account is needed', () => {
    expect(refusal(() => requireAccess(undefined, 'create', 'convo'))).toEqual({
      status: 401,
      message: 'You need to log in to do that.',
    });
    expect(refusal(() => requireAccess(null, 'delete', 'comment'))?.status).toBe(401);
    expect(
      refusal(() => requireAccess(null, 'report', { kind: 'comment', ownerId: 'x' }))?.status,
    ).toBe(401);
  });

  it('refuses a role that is too low with 403 naming the role and the deed', () => {
    expect(refusal(() => requireAccess(as('user'), 'delete', 'convo'))).toEqual({
      status: 403,
      message: 'You need the editor role to delete a question.',
    });
    expect(refusal(() => requireAccess(as('editor'), 'delete', 'link'))?.message).toBe(
      'You need the mod role to delete a link.',
    );
    expect(refusal(() => requireAccess(as('mod'), 'read', 'user'))?.message).toBe(
      'You need the admin role to manage users.',
    );
    expect(refusal(() => requireAccess(as('user'), 'read', 'inbox'))?.message).toBe(
      'You need the editor role to see the inbox.',
    );
    expect(refusal(() => requireAccess(as('user'), 'create', 'article'))?.message).toBe(
      'You need the editor role to create an article.',
    );
  });

  it('names the deed given by the caller', () => {
    expect(
      refusal(() => requireAccess(as('user'), 'delete', 'convo', 'revert across a deletion'))
        ?.message,
    ).toBe('You need the editor role to revert across a deletion.');
  });

  it('follows the whole table for every kind, action and role', () => {
    expect(accessKinds()).toEqual(expect.arrayContaining([...KINDS]));
    for (const kind of KINDS) {
      for (const action of ACTIONS) {
        const needed = EXPECTED[kind][action];
        expect([kind, action, canAccess(undefined, action, kind)]).toEqual([
          kind,
          action,
          needed === 'anyone',
        ]);
        for (const role of ROLES) {
          const allowed =
            needed === 'anyone' || (needed !== 'nobody' && RANK[role] >= RANK[needed]);
          expect([kind, action, role, canAccess(as(role), action, kind)]).toEqual([
            kind,
            action,
            role,
            allowed,
          ]);
          const thrown = refusal(() => requireAccess(as(role), action, kind));
          expect([kind, action, role, thrown === null]).toEqual([kind, action, role, allowed]);
          if (thrown) expect(thrown.status).toBe(403);
        }
      }
    }
  });

  it('lets a comment author edit and delete their own comment, and nobody else edit it', () => {
    const own = { kind: 'comment' as const, ownerId: 'user-1' };
    expect(canAccess(as('user'), 'edit', own)).toBe(true);
    expect(canAccess(as('user'), 'delete', own)).toBe(true);
    expect(
      refusal(() => requireAccess(as('admin'), 'edit', { kind: 'comment', ownerId: 'x' })),
    ).toEqual({
      status: 403,
      message: 'Only its author can edit a comment.',
    });
    expect(
      refusal(() => requireAccess(as('editor'), 'delete', { kind: 'comment', ownerId: 'x' })),
    ).toEqual({
      status: 403,
      message: 'Only its author or someone with the mod role can delete a comment.',
    });
    expect(canAccess(as('mod'), 'delete', { kind: 'comment', ownerId: 'x' })).toBe(true);
  });

  it('refuses owners what they may not do to their own things, whatever their role', () => {
    expect(
      refusal(() => requireAccess(as('admin'), 'report', { kind: 'comment', ownerId: 'admin-1' })),
    ).toEqual({
      status: 403,
      message: 'You cannot report your own comment.',
    });
    expect(canAccess(as('user'), 'report', { kind: 'comment', ownerId: 'someone' })).toBe(true);
    expect(
      refusal(() => requireAccess(as('admin'), 'thank', { kind: 'revision', ownerId: 'admin-1' }))
        ?.message,
    ).toBe('You cannot thank your own revision.');
    expect(
      refusal(() => requireAccess(as('admin'), 'edit', { kind: 'user', ownerId: 'admin-1' })),
    ).toEqual({
      status: 403,
      message: 'You cannot change your own role; ask another admin.',
    });
    expect(canAccess(as('admin'), 'edit', { kind: 'user', ownerId: 'someone' })).toBe(true);
  });

  it('lets a field need more than the kind: renaming a tag needs an editor', () => {
    expect(ruleFor('edit', { kind: 'tag', field: 'Name' }).who).toBe('editor');
    expect(
      refusal(() => requireAccess(as('user'), 'edit', { kind: 'tag', field: 'Name' })),
    ).toEqual({
      status: 403,
      message: 'You need the editor role to change the Name of a tag.',
    });
    expect(canAccess(as('user'), 'edit', { kind: 'tag', field: 'Description' })).toBe(true);
    expect(canAccess(as('editor'), 'edit', { kind: 'tag', field: 'Name' })).toBe(true);
    // A field rule is about edits only.
    expect(canAccess(as('user'), 'revert', { kind: 'tag', field: 'Name' })).toBe(true);
  });

  it('names a registered kind by its noun, and knows when nobody may do a thing', () => {
    expect(refusal(() => requireAccess(as('user'), 'delete', 'convo'))?.message).toBe(
      'You need the editor role to delete a question.',
    );
    expect(nobodyMay('delete', 'tag')).toBe(true);
    expect(nobodyMay('delete', 'convo')).toBe(false);
    // The author may delete their comment: deleting comments is not "nobody".
    expect(nobodyMay('edit', 'comment')).toBe(false);
  });
});

describe('registerAccessRules', () => {
  it('takes the same line again (every app in a process registers its kinds)', () => {
    expect(() =>
      registerAccessRules('tag', {
        noun: 'tag',
        rules: { delete: NOBODY },
        fields: { Name: EDITOR },
      }),
    ).not.toThrow();
  });

  it('refuses a different line for a kind already in the table', () => {
    expect(() => registerAccessRules('tag', { noun: 'tag' })).toThrow('registered twice');
    expect(() => registerAccessRules('comment', { noun: 'comment' })).toThrow('registered twice');
    expect(ruleFor('delete', 'tag').who).toBe('nobody');
  });

  it('refuses to judge a kind nobody registered (a programming error, not a 403)', () => {
    expect(() => canAccess(as('admin'), 'read', 'gadget')).toThrow('no kind "gadget"');
  });

  it('keeps its own copy: changing the rules passed in changes nothing', () => {
    const rules = { delete: { who: 'admin' as const } };
    registerAccessRules('gizmo', { noun: 'gizmo', rules });
    rules.delete.who = 'user' as never;
    expect(ruleFor('delete', 'gizmo').who).toBe('admin');
  });
});
