import {
  type AccessKind,
  type Action,
  type Actor,
  accessKinds,
  canAccess,
  offeredActions,
  ruledFields,
  ruleFor,
} from './access.js';

/**
 * What the clients are told a person may do, by the same canAccess the server enforces (Outline's
 * policies): the client shows a tool from a flag, never from a role name.
 */

/**
 * The actions a flag can stand for, as the flags are named. Report and thank are left out: they
 * depend on who wrote the artifact (never one's own), as edit rights that only an owner has do.
 */
export const FLAGS = {
  read: 'Read',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  revert: 'Revert',
  undo: 'Undo',
  seeDeleted: 'SeeDeleted',
} as const satisfies Partial<Record<Action, string>>;
export type FlagAction = keyof typeof FLAGS;
export type FlagName = (typeof FLAGS)[FlagAction];

/** What a person may do to anyone's artifact of one kind; Fields: the fields with rules of their own. */
export type KindCapabilities = Partial<Record<FlagName, boolean>> & {
  Fields?: Record<string, boolean>;
};

/** Whether a role may do it to anyone's artifact (not nobody, nor only its owner). */
function someRoleMay(action: Action, kind: AccessKind, field?: string): boolean {
  return ruleFor(action, field === undefined ? kind : { kind, field }).who !== 'nobody';
}

/** The flags a kind has: what it offers, less what no role may do (a tag's delete). */
export function flagActions(kind: AccessKind): FlagAction[] {
  const offered = offeredActions(kind);
  return (Object.keys(FLAGS) as FlagAction[]).filter(
    (action) =>
      offered.includes(action) &&
      someRoleMay(action, kind) &&
      // Nothing of a kind nobody deletes is ever deleted: there is nothing deleted to see.
      (action !== 'seeDeleted' || someRoleMay('delete', kind)),
  );
}

/** The fields with rules of their own that some role may change (a tag's Name). */
export function flagFields(kind: AccessKind): string[] {
  return ruledFields(kind).filter((field) => someRoleMay('edit', kind, field));
}

/**
 * The flags of every kind in the access table that has any, for `actor` (null: an anonymous
 * visitor). Depends on the role only: callers compute it once per role, after every kind is
 * registered.
 */
export function kindCapabilities(actor: Actor | null): Record<string, KindCapabilities> {
  const kinds: Record<string, KindCapabilities> = {};
  for (const kind of accessKinds()) {
    const can: KindCapabilities = {};
    for (const action of flagActions(kind)) can[FLAGS[action]] = canAccess(actor, action, kind);
    const fields = flagFields(kind);
    if (fields.length > 0)
      can.Fields = Object.fromEntries(
        fields.map((field) => [field, canAccess(actor, 'edit', { kind, field })]),
      );
    if (Object.keys(can).length > 0) kinds[kind] = can;
  }
  return kinds;
}
