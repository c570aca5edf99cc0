import { type Role } from '../api/types';

const ROLES: readonly Role[] = ['user', 'editor', 'mod', 'admin'];

/** Choices for SelectInput; names are i18n keys. */
export const roleChoices = ROLES.map((role) => ({ id: role, name: `console.roles.${role}` }));
