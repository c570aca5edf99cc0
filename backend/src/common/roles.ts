export const ROLES = ['user', 'editor', 'mod', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { user: 0, editor: 1, mod: 2, admin: 3 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** user < editor < mod < admin */
export function hasRole(actual: Role, required: Role): boolean {
  return RANK[actual] >= RANK[required];
}
