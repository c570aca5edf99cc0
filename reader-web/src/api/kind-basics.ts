// The part of the kinds module (./kinds) without the kinds' fields and actions: their names, pages
// and parents, and the helpers over them. What a read page's first load may import; ./kinds brings
// the rest with the code that reads it (editing, history).
export * from '../../../backend/openapi/kind-basics';
