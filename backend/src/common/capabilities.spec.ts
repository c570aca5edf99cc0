import { describe, expect, it } from '@jest/globals';
import { type Action, canAccess, EDITOR, MOD, NOBODY, registerAccessRules } from './access.js';
import { FLAGS, kindCapabilities } from './capabilities.js';
import { ROLES, type Role } from './roles.js';

const CONTENT: Action[] = ['create', 'edit', 'delete', 'revert', 'seeDeleted'];
// Lines as the registrations make them (content kinds offer what the write path does to all).
registerAccessRules('convo', { noun: 'question', offers: CONTENT, fields: { Categories: EDITOR } });
registerAccessRules('tag', {
  noun: 'tag',
  offers: CONTENT,
  rules: { delete: NOBODY },
  fields: { Name: EDITOR },
});
registerAccessRules('link', {
  noun: 'link',
  rules: { delete: MOD },
  offers: ['create', 'edit', 'delete'],
});
registerAccessRules('adminReq', {
  noun: 'admin request',
  rules: { create: EDITOR, edit: EDITOR, revert: EDITOR },
});
registerAccessRules('console:gadgets', { noun: 'gadgets', rules: { read: EDITOR }, offers: [] });

const actor = (role: Role | null) => (role === null ? null : { id: '', role });
const READERS = [null, ...ROLES] as const;

describe('kindCapabilities', () => {
  it('gives each kind the flags of what it offers, as canAccess answers for the role', () => {
    expect(kindCapabilities(actor('editor'))).toEqual({
      comment: { Create: true, Delete: false },
      inbox: { Read: true, Edit: true, Undo: true },
      user: { Read: false, Edit: false },
      vote: { Read: true, Create: true },
      convo: {
        Create: true,
        Edit: true,
        Delete: true,
        Revert: true,
        SeeDeleted: false,
        Fields: { Categories: true },
      },
      tag: { Create: true, Edit: true, Revert: true, Fields: { Name: true } },
      link: { Create: true, Edit: true, Delete: false },
      adminReq: { Create: true, Edit: true, Revert: true },
    });
  });

  it('tells an anonymous visitor only what anyone may do', () => {
    const kinds = kindCapabilities(null);
    const allowed = Object.entries(kinds).flatMap(([kind, flags]) =>
      Object.entries(flags)
        .filter(([, value]) => value === true)
        .map(([flag]) => `${kind}.${flag}`),
    );
    expect(allowed).toEqual(['vote.Create']);
  });

  it('leaves out what no role may do: a tag has no Delete, nor SeeDeleted (none is deleted)', () => {
    const tag = kindCapabilities(actor('admin')).tag;
    expect(Object.keys(tag)).toEqual(['Create', 'Edit', 'Revert', 'Fields']);
  });

  it("leaves out rights only an owner has (editing one's comment), and report and thank", () => {
    for (const role of READERS) {
      const kinds = kindCapabilities(actor(role));
      expect(kinds.comment).not.toHaveProperty('Edit');
      const flags = Object.values(kinds).flatMap((kind) => Object.keys(kind));
      expect(flags).not.toContain('Report');
      expect(flags).not.toContain('Thank');
    }
  });

  it('lists no kind that offers nothing: revisions, console resources', () => {
    const kinds = Object.keys(kindCapabilities(actor('admin')));
    expect(kinds).not.toContain('revision');
    expect(kinds).not.toContain('console:gadgets');
  });

  it('agrees with canAccess on every flag, for every role', () => {
    const actions = Object.fromEntries(Object.entries(FLAGS).map(([a, flag]) => [flag, a]));
    for (const role of READERS) {
      for (const [kind, flags] of Object.entries(kindCapabilities(actor(role)))) {
        for (const [flag, value] of Object.entries(flags)) {
          if (flag === 'Fields') {
            for (const [field, may] of Object.entries(value as Record<string, boolean>))
              expect([role, kind, field, may]).toEqual([
                role,
                kind,
                field,
                canAccess(actor(role), 'edit', { kind, field }),
              ]);
          } else {
            const action = actions[flag] as Action;
            expect([role, kind, flag, value]).toEqual([
              role,
              kind,
              flag,
              canAccess(actor(role), action, kind),
            ]);
          }
        }
      }
    }
  });

  it('grows with the role: whatever a role may, the roles above it may too', () => {
    const granted = (role: Role | null) =>
      Object.entries(kindCapabilities(actor(role))).flatMap(([kind, flags]) =>
        Object.entries(flags).flatMap(([flag, value]) =>
          flag === 'Fields'
            ? Object.entries(value as object).flatMap(([f, v]) => (v ? [`${kind}.${f}`] : []))
            : value
              ? [`${kind}.${flag}`]
              : [],
        ),
      );
    for (let i = 1; i < READERS.length; i += 1)
      expect(granted(READERS[i])).toEqual(expect.arrayContaining(granted(READERS[i - 1])));
  });
});
