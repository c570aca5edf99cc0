// The content kinds, generated from their registrations (`npm run build` writes
// backend/openapi/kinds.ts): their names, pages, fields and action labels, and the helpers over
// them that the console shares. A read page's first load imports ./kind-basics instead.
export * from '../../../backend/openapi/kinds';
