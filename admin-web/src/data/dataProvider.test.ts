import { describe, expect, it } from '@jest/globals';
import { HttpError } from 'react-admin';
import { installFakeFetch, json } from '../test/fakeFetch';
import { adminData } from './adminData';
import { createDataProvider } from './dataProvider';

// The provider knows no resource: these two stand for what resource folders declare.
const dataProvider = createDataProvider([
  {
    name: 'things',
    data: adminData('things', {
      create: ['Title', 'Description'],
      update: ['Title', 'Description'],
      updateMany: ['Status'],
      delete: true,
    }),
  },
  { name: 'entries', data: adminData('entries') },
]);

const thing = {
  id: 'cat1',
  Title: 'Physics',
  Description: 'Matter and energy',
  Image: null,
  Questions: 3,
  Deleted: false,
  Created: '2026-11-01T10:00:00.000Z',
};
const filterParam = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('dataProvider: the generic admin data API', () => {
  it('lists a page, sorted and filtered, with the filter as JSON', async () => {
    const { requests } = installFakeFetch(() => json({ Items: [thing], Total: 21 }));
    const result = await dataProvider.getList('things', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'Title', order: 'ASC' },
      filter: { q: ' Phys ', deleted: true, empty: '' },
    });
    expect(requests).toEqual([
      {
        method: 'GET',
        url: `/api/admin/data/things?page=3&perPage=10&sort=Title&order=ASC&${filterParam({ q: 'Phys', deleted: true })}`,
        body: undefined,
      },
    ]);
    expect(result).toEqual({ data: [thing], total: 21 });
  });

  it('leaves the sort to the server when the list names none, and empty filters out', async () => {
    const { requests } = installFakeFetch(() => json({ Items: [], Total: 0 }));
    await dataProvider.getList('things', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: '  ' },
    });
    expect(requests[0].url).toBe('/api/admin/data/things?page=1&perPage=25');
  });

  it('gets one record by id', async () => {
    const { requests } = installFakeFetch(() => json({ Item: thing }));
    const { data } = await dataProvider.getOne('things', { id: 'cat/1' });
    expect(requests[0].url).toBe('/api/admin/data/things/cat%2F1');
    expect(data).toEqual(thing);
  });

  it('gets many through the id filter', async () => {
    const { requests } = installFakeFetch(() => json({ Items: [thing], Total: 1 }));
    const { data } = await dataProvider.getMany('things', { ids: ['cat1', 'cat2'] });
    expect(requests[0].url).toBe(
      `/api/admin/data/things?page=1&perPage=2&${filterParam({ id: ['cat1', 'cat2'] })}`,
    );
    expect(data).toEqual([thing]);
  });

  it('creates with only the fields the server accepts', async () => {
    const { requests } = installFakeFetch(() => json({ Item: thing }));
    await dataProvider.create('things', {
      data: { Title: 'Physics', Description: '', Questions: 9 },
    });
    expect(requests).toEqual([
      { method: 'POST', url: '/api/admin/data/things', body: { body: { data: { Title: 'Physics' } } } },
    ]);
  });

  it('updates the changed editable fields, with what the editor saw and the reason', async () => {
    const { requests } = installFakeFetch(() => json({ Item: { ...thing, Title: 'Physik' } }));
    const { data } = await dataProvider.update('things', {
      id: 'cat1',
      data: { ...thing, Title: 'Physik', Description: null, Questions: 4, reason: ' typo ' },
      previousData: thing,
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/admin/data/things/cat1',
        body: {
          body: {
            data: { Title: 'Physik', Description: '' },
            previousData: { Title: 'Physics', Description: 'Matter and energy' },
            reason: 'typo',
          },
        },
      },
    ]);
    expect(data).toMatchObject({ Title: 'Physik' });
  });

  it('updates many with ids, data and a reason', async () => {
    const { requests } = installFakeFetch(() => json({ Ids: ['r1', 'r2'] }));
    const { data } = await dataProvider.updateMany('things', {
      ids: ['r1', 'r2'],
      data: { Status: 'resolved' },
      meta: { reason: 'Done in the release' },
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/admin/data/things/updatemany',
        body: { body: { ids: ['r1', 'r2'], data: { Status: 'resolved' }, reason: 'Done in the release' } },
      },
    ]);
    expect(data).toEqual(['r1', 'r2']);
  });

  it('deletes through POST .../delete with the reason', async () => {
    const { requests } = installFakeFetch(() => json({ Item: { ...thing, Deleted: true } }));
    const { data } = await dataProvider.delete('things', {
      id: 'cat1',
      previousData: thing,
      meta: { reason: 'Duplicate of Physics (2)' },
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/admin/data/things/cat1/delete',
        body: { body: { reason: 'Duplicate of Physics (2)' } },
      },
    ]);
    expect(data).toMatchObject({ Deleted: true });
  });

  it("turns a server refusal into an HttpError with the server's sentence", async () => {
    installFakeFetch(() => json({ error: 'Someone else changed the Title meanwhile.' }, 409));
    const error = await dataProvider
      .update('things', { id: 'cat1', data: { Title: 'x' }, previousData: thing })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'Someone else changed the Title meanwhile.' });
  });
});

describe('dataProvider: unsupported calls', () => {
  it('rejects an unknown resource clearly', async () => {
    await expect(
      dataProvider.getList('posts', { pagination: { page: 1, perPage: 5 } }),
    ).rejects.toThrow('The console API does not support getList on "posts".');
  });

  it.each([
    ['delete', 'entries'],
    ['create', 'entries'],
    ['update', 'entries'],
    ['updateMany', 'entries'],
    ['deleteMany', 'things'],
  ] as const)('rejects %s on %s before any request', async (method, resource) => {
    const { requests } = installFakeFetch(() => json({}));
    const call = dataProvider[method] as (resource: string, params: object) => Promise<unknown>;
    await expect(call(resource, { id: 'x', ids: ['x'], data: {} })).rejects.toThrow(
      `The console API does not support ${method} on "${resource}".`,
    );
    expect(requests).toEqual([]);
  });
});
