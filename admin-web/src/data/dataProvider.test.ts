import { describe, expect, it } from '@jest/globals';
import { HttpError } from 'react-admin';
import { installFakeFetch, json } from '../test/fakeFetch';
import { adminUser } from '../test/fixtures';
import { dataProvider } from './dataProvider';

const listParams = {
  pagination: { page: 3, perPage: 10 },
  sort: { field: 'UsernameCased', order: 'ASC' as const },
  filter: { q: ' Ali ', role: 'editor' },
};

describe('dataProvider: users', () => {
  it('pages, sorts and filters on the server', async () => {
    const { requests } = installFakeFetch(() =>
      json({ Users: [adminUser('Alice', 'editor')], Total: 21 }),
    );
    const result = await dataProvider.getList('users', listParams);
    expect(requests[0].url).toBe(
      '/api/admin/users?page=3&perPage=10&sort=Username&order=ASC&q=Ali&role=editor',
    );
    expect(result.total).toBe(21);
    expect(result.data[0]).toMatchObject({ id: 'uid-alice', UsernameCased: 'Alice' });
  });

  it('leaves out empty filters', async () => {
    const { requests } = installFakeFetch(() => json({ Users: [], Total: 0 }));
    await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'Created', order: 'DESC' },
      filter: { q: '  ' },
    });
    expect(requests[0].url).toBe('/api/admin/users?page=1&perPage=25&sort=Created&order=DESC');
  });

  it('refuses a sort the server does not offer', async () => {
    installFakeFetch(() => json({ Users: [], Total: 0 }));
    await expect(
      dataProvider.getList('users', { ...listParams, sort: { field: 'Password', order: 'ASC' } }),
    ).rejects.toThrow('Users cannot be sorted by "Password".');
  });

  it('gets one user by UID', async () => {
    const { requests } = installFakeFetch(() => json({ User: adminUser('Bob') }));
    const { data } = await dataProvider.getOne('users', { id: 'uid/bob' });
    expect(requests[0].url).toBe('/api/admin/users/uid%2Fbob');
    expect(data).toMatchObject({ id: 'uid-bob', Email: 'bob@example.org' });
  });

  it('updates only the role, through setrole in the envelope', async () => {
    const { requests } = installFakeFetch(() => json({ User: adminUser('Bob', 'mod') }));
    const previousData = { ...adminUser('Bob'), id: 'uid-bob' };
    const { data } = await dataProvider.update('users', {
      id: 'uid-bob',
      data: { ...previousData, Role: 'mod', Email: 'changed@example.org' },
      previousData,
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/admin/users/setrole',
        body: { body: { uid: 'uid-bob', role: 'mod' } },
      },
    ]);
    expect(data).toMatchObject({ id: 'uid-bob', Role: 'mod' });
  });

  it("turns a server refusal into an HttpError with the server's sentence", async () => {
    installFakeFetch(() => json({ error: 'Admins cannot change their own role.' }, 403));
    const error = await dataProvider
      .update('users', { id: 'uid-alice', data: { Role: 'user' }, previousData: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'Admins cannot change their own role.' });
  });
});

describe('dataProvider: unsupported calls', () => {
  it('rejects an unknown resource clearly', async () => {
    await expect(
      dataProvider.getList('posts', { pagination: { page: 1, perPage: 5 } }),
    ).rejects.toThrow('The console API does not support getList on "posts".');
  });

  it('rejects a method the users API lacks', async () => {
    await expect(dataProvider.delete('users', { id: 'uid-bob' })).rejects.toThrow(
      'The console API does not support delete on "users".',
    );
  });
});
