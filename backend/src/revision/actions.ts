import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  NotFoundException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hasRole } from '../common/roles.js';
import type { UserEntity } from '../users/user.entity.js';
import type { ArtifactKind } from './artifact-kinds.js';
import { isPermutation } from './ordering.js';
import { ID_PATTERN } from './revision.dto.js';
import { RevisionEntity, type Snapshot } from './revision.entity.js';

export interface ActionContext {
  manager: EntityManager;
  kind: ArtifactKind;
  entity: Record<string, unknown> & { id: string; deletedAt?: Date | null };
  args: Record<string, unknown>;
  user: UserEntity;
  before: Snapshot;
}

export interface ActionOutcome {
  location?: string;
  /** What the revision records as ArgsJSON, when it differs from the request's. */
  recordedArgs?: object;
}

export type Verb = 'EditTextField' | 'Delete' | 'Revert' | 'SetPos';
type Handler = (ctx: ActionContext) => Promise<ActionOutcome>;

function stringArg(args: Record<string, unknown>, name: string): string {
  const value = args[name];
  if (typeof value !== 'string')
    throw new BadRequestException(`action.ArgsJSON.${name} must be text.`);
  return value;
}

/** An id argument (RevID, NewParentPosID): checked before it reaches a query. */
function idArg(args: Record<string, unknown>, name: string): string {
  const value = stringArg(args, name);
  if (!ID_PATTERN.test(value))
    throw new BadRequestException(`action.ArgsJSON.${name} must be an id.`);
  return value;
}

/** ConvoEditTextField -> EditTextField, refusing names of another type or unknown verbs. */
export function parseActionName(kind: ArtifactKind, actionName: string): Verb {
  if (kind.typeName === 'Arg' && actionName === 'ArgSetPos') return 'SetPos';
  if (actionName.startsWith(kind.typeName)) {
    const verb = actionName.slice(kind.typeName.length);
    if (verb === 'EditTextField' || verb === 'Revert' || (verb === 'Delete' && kind.deleteRole))
      return verb;
  }
  throw new BadRequestException(`Unknown action "${actionName}" for a ${kind.type}.`);
}

const editTextField: Handler = async ({ manager, kind, entity, args, before }) => {
  const field = stringArg(args, 'FieldName');
  const oldValue = stringArg(args, 'OldValue');
  const newValue = stringArg(args, 'NewValue');
  if (field === kind.orderField) {
    let old: unknown;
    try {
      old = JSON.parse(oldValue);
    } catch {
      throw new BadRequestException(`OldValue of ${field} must be a JSON list of child ids.`);
    }
    if (JSON.stringify(old) !== before[field]) {
      throw new ConflictException(
        'The order changed since you loaded it (someone added, removed or moved an item); reload and try again.',
      );
    }
    let wanted: unknown;
    try {
      wanted = JSON.parse(newValue);
    } catch {
      throw new BadRequestException(`NewValue of ${field} must be a JSON list of child ids.`);
    }
    if (
      !Array.isArray(wanted) ||
      !isPermutation(wanted as string[], JSON.parse(before[field]!) as string[])
    ) {
      throw new BadRequestException(
        `NewValue of ${field} must list each current child exactly once.`,
      );
    }
  } else {
    if (!Object.hasOwn(kind.textRules, field))
      throw new BadRequestException(`A ${kind.type} has no text field "${field}".`);
    if (oldValue !== before[field]) {
      throw new ConflictException(
        `${field} was changed by someone else since you loaded it; reload to see their version, then edit again.`,
      );
    }
  }
  await kind.applyField(manager, entity as never, field, newValue);
  return {};
};

const deleteArtifact: Handler = async ({ manager, kind, entity, user }) => {
  if (!kind.deleteRole || !hasRole(user.role, kind.deleteRole)) {
    throw new ForbiddenException(
      `You need the ${kind.deleteRole ?? 'admin'} role to delete a ${kind.type}.`,
    );
  }
  await kind.applyField(manager, entity as never, 'Deleted', 'true');
  return { location: kind.deletedLocation?.(entity as never) };
};

/** Restores the artifact's whole editable state as of a revision, as a new revision. */
const revert: Handler = async ({ manager, kind, entity, args, user, before }) => {
  const revId = idArg(args, 'RevID');
  const revision = await manager.findOne(RevisionEntity, { where: { id: revId } });
  if (!revision || revision.artifactType !== kind.type || revision.artifactId !== entity.id) {
    throw new NotFoundException(`There is no revision ${revId} of this ${kind.type}.`);
  }
  const target = revision.snapshot;
  const changesDeletion = (target.Deleted ?? 'false') !== (before.Deleted ?? 'false');
  if (changesDeletion && kind.deleteRole && !hasRole(user.role, kind.deleteRole)) {
    throw new ForbiddenException(
      `You need the ${kind.deleteRole} role to revert across a deletion.`,
    );
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
  };
};

const setPos: Handler = async ({ manager, kind, entity, args }) => {
  const posId = idArg(args, 'NewParentPosID');
  await kind.applyField(manager, entity as never, 'PosID', posId);
  return {};
};

export const ACTIONS: Record<Verb, Handler> = {
  EditTextField: editTextField,
  Delete: deleteArtifact,
  Revert: revert,
  SetPos: setPos,
};
