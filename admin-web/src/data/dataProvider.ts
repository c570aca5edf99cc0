import { type DataProvider } from 'react-admin';
import { type DataMethod, type ResourceData } from './ResourceData';

/** A resource's calls, as its folder declares them (adminData). */
export interface DataDeclaration {
  name: string;
  data: ResourceData;
}

/**
 * One data provider for the whole console, over the generic admin data API, from the resources
 * the console combines: each lists the writes the server offers it (with the fields each accepts),
 * so others fail before a request.
 */
export function createDataProvider(resources: readonly DataDeclaration[]): DataProvider {
  const byName = new Map(resources.map(({ name, data }) => [name, data]));

  function handler<M extends DataMethod>(resource: string, method: M): NonNullable<ResourceData[M]> {
    const fn = byName.get(resource)?.[method];
    if (!fn) throw new Error(`The console API does not support ${method} on "${resource}".`);
    return fn;
  }

  // async turns a missing handler into a rejected promise, as react-admin expects.
  return {
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
}
