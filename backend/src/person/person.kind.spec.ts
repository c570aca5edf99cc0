import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { PersonEntity } from './person.entity.js';
import { checkPersonName, personKind } from './person.kind.js';

const manager = {} as EntityManager;
const person = (): PersonEntity =>
  ({ id: 'p1', name: 'Ada Lovelace', pathAlias: 'ada-lovelace', deletedAt: null }) as PersonEntity;

describe('the person kind', () => {
  it('checks names: trimmed, runs of spaces one, 2-200 characters, a letter or digit', () => {
    expect(checkPersonName('name', '  Ada \t  Lovelace \n')).toBe('Ada Lovelace');
    expect(checkPersonName('name', '孔子')).toBe('孔子');
    expect(() => checkPersonName('name', 'A')).toThrow(
      'The name must be 2 to 200 characters; it has 1.',
    );
    expect(() => checkPersonName('name', 'x'.repeat(201))).toThrow('2 to 200');
    expect(() => checkPersonName('name', '-- !!')).toThrow(
      'The name must contain a letter or a digit.',
    );
  });

  it('snapshots Name and Deleted; the alias is not editable and survives a rename', async () => {
    const p = person();
    expect(await personKind.snapshot(manager, p)).toEqual({
      Name: 'Ada Lovelace',
      ImageURL: '',
      Deleted: 'false',
    });
    await personKind.applyField(manager, p, 'Name', ' Augusta  Ada King ');
    expect(p.name).toBe('Augusta Ada King');
    expect(p.pathAlias).toBe('ada-lovelace');
    await expect(personKind.applyField(manager, p, 'PathAlias', 'x')).rejects.toThrow(
      'A person has no field "PathAlias".',
    );
    await personKind.applyField(manager, p, 'Deleted', 'true');
    expect(p.deletedAt).toBeInstanceOf(Date);
  });

  it('is searched by name and links to its alias', () => {
    expect(personKind.search?.(person())).toEqual({
      title: 'Ada Lovelace',
      body: '',
      link: '/person/ada-lovelace',
    });
    expect(personKind.link(person())).toBe('/person/ada-lovelace');
  });
});
