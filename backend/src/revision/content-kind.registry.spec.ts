import { describe, expect, it } from '@jest/globals';
import { canAccess, ruleFor } from '../common/access.js';
import { ContentKindRegistry } from './content-kind.registry.js';
import type { ArtifactKind } from './content-kinds.js';
import { bareKind } from './kind.fixtures.js';

const kind = (type: string, typeName: string): ArtifactKind => bareKind(type, { typeName });

describe('ContentKindRegistry', () => {
  it('answers 400 for a type nobody registered, listing the known ones', () => {
    const registry = new ContentKindRegistry();
    registry.register(kind('widget', 'Widget'));
    expect(() => registry.get('gadget')).toThrow(
      expect.objectContaining({
        status: 400,
        message: 'There is no kind of content called "gadget"; it must be one of widget.',
      }) as unknown as Error,
    );
    expect(() => registry.get('constructor')).toThrow('There is no kind of content');
    expect(registry.has('constructor')).toBe(false);
  });

  it('refuses a second kind of the same type or action prefix', () => {
    const registry = new ContentKindRegistry();
    registry.register(kind('widget', 'Widget'));
    expect(() => registry.register(kind('widget', 'Other'))).toThrow('registered twice');
    expect(() => registry.register(kind('gizmo', 'Widget'))).toThrow('share the action prefix');
  });

  it('refuses a type that is not a short word', () => {
    const registry = new ContentKindRegistry();
    for (const type of ['', 'Widget', 'wid-get', 'a'.repeat(17)])
      expect(() => registry.register(kind(type, 'X'))).toThrow('short camelCase word');
  });

  it('finds and lists what was registered, in order', () => {
    const registry = new ContentKindRegistry();
    const widget = kind('widget', 'Widget');
    registry.register(widget);
    registry.register(kind('gizmo', 'Gizmo'));
    expect(registry.get('widget')).toBe(widget);
    expect(registry.types()).toEqual(['widget', 'gizmo']);
    expect(registry.list().map((k) => k.typeName)).toEqual(['Widget', 'Gizmo']);
  });

  it("feeds the kind's access rules and noun to the access table", () => {
    const registry = new ContentKindRegistry();
    registry.register({
      ...kind('doohickey', 'Doohickey'),
      noun: 'doohickey',
      access: { rules: { delete: { who: 'mod' } }, fields: { Title: { who: 'editor' } } },
    });
    expect(ruleFor('delete', 'doohickey').who).toBe('mod');
    expect(canAccess({ id: 'u', role: 'user' }, 'edit', 'doohickey')).toBe(true);
    expect(
      canAccess({ id: 'u', role: 'user' }, 'edit', { kind: 'doohickey', field: 'Title' }),
    ).toBe(false);
    // Another app in the same process registers the same kind again.
    expect(() =>
      new ContentKindRegistry().register({
        ...kind('doohickey', 'Doohickey'),
        noun: 'doohickey',
        access: { rules: { delete: { who: 'mod' } }, fields: { Title: { who: 'editor' } } },
      }),
    ).not.toThrow();
  });

  it('refuses an inbox kind that does not fit its column', () => {
    const registry = new ContentKindRegistry();
    for (const inboxKind of ['', 'Widget', 'widget-action', 'a'.repeat(21)])
      expect(() => registry.register({ ...kind('widget', 'Widget'), inboxKind })).toThrow(
        'inbox kind',
      );
  });
});
