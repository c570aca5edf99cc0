import { describe, expect, it } from '@jest/globals';
import { CONSOLE_RESOURCES, resourcesFor } from './consoleResources';
import { ROLE_CAN, can, rights } from './test/fixtures';

const names = (resources: { name: string }[]) => resources.map((resource) => resource.name);

describe('resourcesFor', () => {
  it('gives nothing to whom the server lists nothing', () => {
    expect(resourcesFor(null)).toEqual([]);
    expect(resourcesFor(ROLE_CAN.user)).toEqual([]);
  });

  it("keeps the menu's order, whatever the server's, and leaves out names it does not know", () => {
    const listed = can([rights('users'), rights('newer-resource'), rights('categories')]);
    expect(names(resourcesFor(listed))).toEqual(['categories', 'users']);
  });

  it('has a create screen only with Create and an edit screen only with Update', () => {
    const categories = CONSOLE_RESOURCES.find((resource) => resource.name === 'categories')!;
    const [readOnly] = resourcesFor(can([rights('categories')]));
    expect(readOnly).toMatchObject({ list: categories.list, create: undefined, edit: undefined });
    const [all] = resourcesFor(can([rights('categories', 'Create', 'Update', 'Delete')]));
    expect(all).toMatchObject({ create: categories.create, edit: categories.edit });
    expect(all).not.toHaveProperty('data');
  });

  it('combines each resource once', () => {
    expect(new Set(names([...CONSOLE_RESOURCES])).size).toBe(CONSOLE_RESOURCES.length);
  });
});
