import { type DataProvider } from 'react-admin';
import { adminData } from './adminData';
import { type DataMethod, type ResourceData } from './ResourceData';

// One data provider for the whole console, over the generic admin data API; each resource lists
// the writes the server offers it (with the fields each accepts) so others fail before a request.
const resources: Record<string, ResourceData> = {
  users: adminData('users', { update: ['Role'] }),
  categories: adminData('categories', {
    create: ['Title', 'Description'],
    update: ['Title', 'Description'],
    delete: true,
  }),
  articles: adminData('articles', { create: ['Title'], update: ['Title', 'Body'], delete: true }),
  reqs: adminData('reqs', {
    create: ['Title', 'Issue'],
    // A suggested question is resolved by Resolution ('question' with the new question's
    // QuestionTitle and QuestionDescription, or 'decline' with the reason).
    update: ['Title', 'Issue', 'Status', 'Resolution', 'QuestionTitle', 'QuestionDescription'],
    updateMany: ['Status'],
    delete: true,
  }),
  people: adminData('people', { create: ['Name'], update: ['Name'], delete: true }),
  tags: adminData('tags', { update: ['Name'] }),
  reports: adminData('reports', { update: ['Resolution'], updateMany: ['Resolution'] }),
  audit: adminData('audit'),
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
