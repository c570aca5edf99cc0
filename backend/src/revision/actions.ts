import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { capitalized, withArticle } from '../common/text-rules.js';
import type { EntityManager } from 'typeorm';
import { type Actor, canAccess, nobodyMay, requireAccess } from '../common/access.js';
import type { ActionArgs, Verb } from './action-args.js';
import type { ArtifactKind, ContentEntity } from './content-kinds.js';
import { isPermutation } from './ordering.js';
import { RevisionEntity, type Snapshot } from './revision.entity.js';
import { revertDescription, undoDescription } from './generated-descriptions.js';
import { changesToUndo, checkUndo } from './undo.js';

export interface ActionContext {
  manager: EntityManager;
  kind: ArtifactKind;
  entity: ContentEntity;
  /** Already validated against the action's own fields (parseActionArgs). */
  args: object;
  user: Actor;
  before: Snapshot;
}

export interface ActionOutcome {
  location?: string;
  /** What the revision records as ArgsJSON, when it differs from the request's. */
  recordedArgs?: object;
  /**
   * What the revision's description says before the author's words, if any ("Reverted to
   * “Title” as Ada left it on 29 Nov 2026, 02:33 UTC: their reason").
   */
  description?: string;
}

type Handler = (ctx: ActionContext) => Promise<ActionOutcome>;

/**
 * ConvoEditTextField -> EditTextField, refusing names of another type, unknown verbs and verbs the
 * kind does not take (Delete when nobody may delete it, a move without `move`).
 */
export function parseActionName(
  kind: Pick<ArtifactKind, 'type' | 'typeName' | 'noun' | 'move' | 'editFields'>,
  actionName: string,
): Verb {
  if (kind.move && actionName === kind.move.actionName) return 'SetPos';
  if (actionName.startsWith(kind.typeName)) {
    const verb = actionName.slice(kind.typeName.length);
    if (
      verb === 'EditTextField' ||
      verb === 'Revert' ||
      (verb === 'Edit' && (kind.editFields?.length ?? 0) > 0) ||
      (verb === 'Delete' && !nobodyMay('delete', kind.type))
    )
      return verb;
  }
  throw new BadRequestException(`Unknown action "${actionName}" for ${withArticle(kind.noun)}.`);
}

const editTextField: Handler = async ({ manager, kind, entity, args, before }) => {
  const {
    FieldName: field,
    OldValue: oldValue,
    NewValue: newValue,
  } = args as ActionArgs<'EditTextField'>;
  if (field === kind.orderField) {
    // Both values are canonical JSON lists of ids (parseActionArgs).
    if (oldValue !== before[field]) {
      throw new ConflictException(
        'The order changed since you loaded it (someone added, removed or moved an item); reload and try again.',
      );
    }
    if (!isPermutation(JSON.parse(newValue) as string[], JSON.parse(before[field]) as string[])) {
      throw new BadRequestException(
        `NewValue of ${field} must list each current child exactly once.`,
      );
    }
  } else {
    if (oldValue !== before[field]) {
      throw new ConflictException(
        `${field} was changed by someone else since you loaded it; reload to see their version, then edit again.`,
      );
    }
  }
  await kind.applyField(manager, entity as never, field, newValue);
  return {};
};

/** {Type}Edit: several fields at once, each refused with 409 when its Old is no longer stored. */
const editFields: Handler = async ({ manager, kind, entity, args, before }) => {
  const { Old: oldValues, New: newValues } = args as ActionArgs<'Edit'>;
  for (const field of Object.keys(newValues)) {
    if (oldValues[field] !== (before[field] ?? '')) {
      throw new ConflictException(
        `${field} was changed by someone else since you loaded it; reload to see their version, then edit again.`,
      );
    }
  }
  for (const [field, value] of Object.entries(newValues)) {
    await kind.applyField(manager, entity as never, field, value);
  }
  return {};
};

const deleteArtifact: Handler = async ({ manager, kind, entity, user }) => {
  requireAccess(user, 'delete', kind.type);
  await kind.applyField(manager, entity as never, 'Deleted', 'true');
  return { location: kind.deletedLocation?.(entity as never) };
};

/**
 * Restores the artifact's whole editable state as of a revision, as a new revision; with Undo,
 * reverses that one revision's changes instead (refused when later edits changed the same fields).
 */
const revert: Handler = async ({ manager, kind, entity, args, user, before }) => {
  const { RevID: revId, Undo: undo } = args as ActionArgs<'Revert'>;
  const revision = await manager.findOne(RevisionEntity, { where: { id: revId } });
  if (!revision || revision.artifactType !== kind.type || revision.artifactId !== entity.id) {
    throw new NotFoundException(`There is no revision ${revId} of this ${kind.noun}.`);
  }
  if (undo) {
    const changes = changesToUndo(revision);
    checkUndo(kind, before, changes, user);
    for (const change of changes)
      await kind.applyField(manager, entity as never, change.Field, change.Old);
    const deleted = changes.some((c) => c.Field === 'Deleted' && c.Old === 'true');
    return {
      location: deleted ? kind.deletedLocation?.(entity as never) : undefined,
      description: undoDescription(revision),
    };
  }
  const target = revision.snapshot;
  const changesDeletion = (target.Deleted ?? 'false') !== (before.Deleted ?? 'false');
  if (!canAccess(user, 'delete', kind.type)) {
    if (changesDeletion) requireAccess(user, 'delete', kind.type, 'revert across a deletion');
    // Deleted content is hidden from users; reverting it to another deleted state would edit it.
    if (before.Deleted === 'true')
      requireAccess(user, 'delete', kind.type, `change a deleted ${kind.noun}`);
  }
  // Undelete first (so later fields apply to a live artifact), delete last.
  const others = Object.keys(target).filter((field) => field !== 'Deleted');
  const fields = !('Deleted' in target)
    ? others
    : target.Deleted === 'true'
      ? [...others, 'Deleted']
      : ['Deleted', ...others];
  for (const field of fields) {
    if (target[field] !== before[field])
      await kind.applyField(manager, entity as never, field, target[field]);
  }
  return {
    location: target.Deleted === 'true' ? kind.deletedLocation?.(entity as never) : undefined,
    description: revertDescription(revision),
  };
};

/** Moves the artifact under another parent (ArgSetPos): the kind's move field takes the new id. */
const setPos: Handler = async ({ manager, kind, entity, args }) => {
  if (!kind.move)
    throw new BadRequestException(`${capitalized(withArticle(kind.noun))} cannot be moved.`);
  const parentId = (args as ActionArgs<'SetPos'>).NewParentPosID;
  await kind.applyField(manager, entity as never, kind.move.field, parentId);
  return {};
};

export const ACTIONS: Record<Verb, Handler> = {
  EditTextField: editTextField,
  Edit: editFields,
  Delete: deleteArtifact,
  Revert: revert,
  SetPos: setPos,
};
