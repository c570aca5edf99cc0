import type { Action, KindAccess, Rule } from '../common/access.js';
import type { AdminResource } from './admin-resource.js';

/** What a console request does to a resource: each needs the resource's read rule, writes maybe more. */
export type AdminVerb = 'read' | 'create' | 'update' | 'updateMany' | 'delete';

/** The access table's action each verb needs. */
export const VERB_ACTION: Record<AdminVerb, Action> = {
  read: 'read',
  create: 'create',
  update: 'edit',
  updateMany: 'edit',
  delete: 'delete',
};

/** The resource's line in the access table. */
export function consoleAccessKind(name: string): string {
  return `console:${name}`;
}

/** What a person calls the resource: "requests" (its label), else its URL name. */
export function calledOf(resource: Pick<AdminResource, 'name' | 'label'>): string {
  return resource.label ?? resource.name;
}

/** Each action as a console refusal names it: "You need the mod role to use comment reports ...". */
const DEED: Partial<Record<Action, string>> = {
  read: 'use',
  create: 'create',
  edit: 'change',
  delete: 'delete',
};

/**
 * The access table's line for a resource: its rules, a write without one needing what read needs,
 * each refusal naming the resource as the console does. It offers no flags in /api/me's Can.Kinds:
 * Can.Console tells what a person may do with console resources.
 */
export function consoleAccessLine(
  resource: Pick<AdminResource, 'name' | 'label' | 'access'>,
): KindAccess {
  const called = calledOf(resource);
  const { read, ...writes } = resource.access.rules;
  const rules: Partial<Record<Action, Rule>> = {};
  for (const [action, deed] of Object.entries(DEED) as [Action, string][]) {
    const rule = action === 'read' ? read : (writes[action as keyof typeof writes] ?? read);
    rules[action] = { ...rule, doing: rule.doing ?? `${deed} ${called} in the console` };
  }
  return { noun: called, rules, offers: [] };
}
