import { describe, expect, it } from '@jest/globals';
import { AdminDataService } from '../admin/admin-data.service.js';
import type { AdminResource } from '../admin/admin-resource.js';
import { AdminResourceRegistry } from '../admin/admin-resource.registry.js';
import { EDITOR, MOD } from '../common/access.js';
import type { UserEntity } from '../users/user.entity.js';
import { Capabilities } from './capabilities.js';
import { toMe, toMeJson } from './me.presenter.js';

const reports: AdminResource = {
  name: 'reports',
  label: 'comment reports',
  noun: 'report',
  access: { rules: { read: MOD } },
  sortFields: ['Created'],
  filters: {},
  updateData: class {},
  list: async () => ({ items: [], total: 0 }),
  getOne: async (id) => ({ id }),
  update: async (id) => ({ id }),
};

const pages: AdminResource = {
  ...reports,
  name: 'pages',
  label: undefined,
  noun: 'page',
  access: { rules: { read: EDITOR } },
  update: undefined,
};

function started(): Capabilities {
  const registry = new AdminResourceRegistry();
  registry.register(pages);
  registry.register(reports);
  const capabilities = new Capabilities(new AdminDataService(registry));
  capabilities.onApplicationBootstrap();
  return capabilities;
}

const user = (id: string, role: UserEntity['role']) =>
  ({ id, role, username: id, usernameCased: id }) as UserEntity;

describe('Capabilities', () => {
  it('computes each role once: two people of a role share one answer', () => {
    const capabilities = started();
    expect(capabilities.of(user('a', 'mod'))).toBe(capabilities.of(user('b', 'mod')));
    expect(capabilities.of(null)).not.toBe(capabilities.of(user('a', 'user')));
  });

  it('lists the console resources each role may open, none for anonymous visitors and users', () => {
    const capabilities = started();
    const names = (who: UserEntity | null) => capabilities.of(who).can.Console.map((r) => r.Name);
    expect(names(null)).toEqual([]);
    expect(names(user('u', 'user'))).toEqual([]);
    expect(names(user('e', 'editor'))).toEqual(['pages']);
    expect(capabilities.of(user('m', 'mod')).can.Console).toEqual([
      { Name: 'pages', List: true, Create: false, Update: false, Delete: false },
      { Name: 'reports', List: true, Create: false, Update: true, Delete: false },
    ]);
  });

  it('keeps the JSON of the very answer, which nobody can change', () => {
    const { can, json } = started().of(user('a', 'admin'));
    expect(JSON.parse(json)).toEqual(can);
    expect(Object.isFrozen(can.Console[0])).toBe(true);
    expect(Object.isFrozen(can.Kinds.comment)).toBe(true);
  });

  it('refuses to answer before the app has started (a programming error)', () => {
    const capabilities = new Capabilities(new AdminDataService(new AdminResourceRegistry()));
    expect(() => capabilities.of(null)).toThrow('before the app has started');
  });
});

describe('toMeJson', () => {
  it('is the JSON of toMe, its Can spliced in from the ready JSON', () => {
    const capabilities = started();
    const votes = [
      { targetType: 'arg' as const, targetId: 'a1', question: 'agreement' as const, value: '2' },
    ];
    for (const who of [null, user('e', 'editor')]) {
      const can = capabilities.of(who);
      expect(toMeJson(who, true, votes, 3, can)).toBe(
        JSON.stringify(toMe(who, true, votes, 3, can)),
      );
    }
  });
});
