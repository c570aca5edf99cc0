import { type DataProvider } from 'react-admin';
import { type DataMethod, type ResourceData } from './ResourceData';
import { usersData } from './usersData';

// One data provider for the whole console; each resource supplies the calls its API supports.
const resources: Record<string, ResourceData> = {
  users: usersData,
};

function handler<M extends DataMethod>(resource: string, method: M): NonNullable<ResourceData[M]> {
  const fn = resources[resource]?.[method];
  if (!fn) throw new Error(`The console API does not support ${method} on "${resource}".`);
  return fn;
}

// async turns a missing handler into a rejected promise, as react-admin expects.
export const dataProvider: DataProvider = {
  getList: async (resource, params) => handler(resource, 'getList')(params),
  getOne: async (resource, params) => handler(resource, 'getOne')(params),
  getMany: async (resource, params) => handler(resource, 'getMany')(params),
  getManyReference: async (resource, params) => handler(resource, 'getManyReference')(params),
  create: async (resource, params) => handler(resource, 'create')(params),
  update: async (resource, params) => handler(resource, 'update')(params),
  updateMany: async (resource, params) => handler(resource, 'updateMany')(params),
  delete: async (resource, params) => handler(resource, 'delete')(params),
  deleteMany: async (resource, params) => handler(resource, 'deleteMany')(params),
};
