import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { hasRole } from '../common/roles.js';
import { InboxEntryEntity } from '../inbox/inbox.entity.js';
import type { UserEntity } from '../users/user.entity.js';
import { type ArtifactKind, KINDS, lockArtifact } from './artifact-kinds.js';
import { parseActionArgs } from './action-args.js';
import { ACTIONS, type ActionOutcome, parseActionName } from './actions.js';
import { ContentEvents } from './content-events.js';
import { assertFieldRoles, assertLiveParents } from './edit-guards.js';
import {
  type ArtifactType,
  type DiffEntry,
  RevisionEntity,
  type Snapshot,
} from './revision.entity.js';
import { indexForSearch, removeFromSearch } from './search-index.js';
import { stripControlChars } from './text-rules.js';

export interface EditResult {
  RevID: string;
  Location?: string;
}

export interface CreateSpec<E> {
  type: ArtifactType;
  /** Inserts the artifact (and links it to its parent) inside the transaction. */
  insert(manager: EntityManager): Promise<E>;
  location(entity: E): string;
}

const DEFAULT_DESCRIPTION = 'Added content';

export function diffSnapshots(before: Snapshot, after: Snapshot): DiffEntry[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const diff: DiffEntry[] = [];
  for (const field of fields) {
    const old = before[field] ?? null;
    const now = after[field] ?? null;
    if (old !== now) diff.push({ Field: field, Old: old, New: now });
  }
  return diff;
}

/**
 * The one write path for content: an action applied in a transaction that also writes the
 * revision (with its diff and the resulting snapshot), the inbox entry and the search row.
 */
@Injectable()
export class WritePathService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: ContentEvents,
  ) {}

  async edit(
    type: ArtifactType,
    id: string,
    action: { ActionName: string; ArgsJSON: string },
    revDesc: string,
    user: UserEntity,
  ): Promise<EditResult> {
    const kind = KINDS[type];
    const verb = parseActionName(kind, action.ActionName);
    const args = parseActionArgs(kind, verb, action.ArgsJSON);
    // Before anything is read: a stale OldValue must not tell a user more than "not allowed".
    if ('FieldName' in args) assertFieldRoles(kind, [args.FieldName], user);
    const result = await this.dataSource.transaction(async (manager) => {
      const entity = await lockArtifact<
        Record<string, unknown> & { id: string; deletedAt?: Date | null }
      >(manager, kind, id);
      await assertLiveParents(manager, kind, entity);
      if (entity.deletedAt && verb !== 'Revert') {
        throw new ConflictException(
          `This ${type} has been deleted; revert the deletion to change it.`,
        );
      }
      const before = await kind.snapshot(manager, entity as never);
      const outcome: ActionOutcome = await ACTIONS[verb]({
        manager,
        kind,
        entity: entity as never,
        args,
        user,
        before,
      });
      await manager.save(kind.entity, entity);
      const after = await kind.snapshot(manager, entity as never);
      const diff = diffSnapshots(before, after);
      if (diff.length === 0) throw new BadRequestException('That change would change nothing.');
      assertFieldRoles(
        kind,
        diff.map((d) => d.Field),
        user,
      );
      const revision = await this.record(manager, kind, entity as never, {
        actionName: action.ActionName,
        args: outcome.recordedArgs ?? args,
        revDesc,
        user,
        diff,
        after,
      });
      await this.events.changedIn(manager, type, id);
      return { RevID: revision.id, Location: outcome.location };
    });
    this.events.changed(type, id);
    return result;
  }

  /** Creation is a revision too (ConvoCreate, PosCreate, ArgCreate): history starts with it. */
  async create<E extends { id: string }>(
    spec: CreateSpec<E>,
    revDesc: string,
    user: UserEntity,
    recordedArgs: object,
  ): Promise<{ entity: E; RevID: string }> {
    const kind = KINDS[spec.type];
    const result = await this.dataSource.transaction(async (manager) => {
      const entity = await spec.insert(manager);
      const after = await kind.snapshot(manager, entity as never);
      const diff = diffSnapshots({}, after).filter(
        (d) => d.New !== '' && d.New !== 'false' && d.New !== '[]',
      );
      const revision = await this.record(manager, kind, entity as never, {
        actionName: `${kind.typeName}Create`,
        args: recordedArgs,
        revDesc,
        user,
        diff,
        after,
      });
      await this.events.changedIn(manager, spec.type, entity.id);
      return { entity, RevID: revision.id };
    });
    this.events.changed(spec.type, result.entity.id);
    return result;
  }

  private async record(
    manager: EntityManager,
    kind: ArtifactKind,
    entity: { id: string; deletedAt?: Date | null; title?: string; description?: string },
    input: {
      actionName: string;
      args: object;
      revDesc: string;
      user: UserEntity;
      diff: DiffEntry[];
      after: Snapshot;
    },
  ): Promise<RevisionEntity> {
    const description =
      [...stripControlChars(input.revDesc).replace(/\s+/g, ' ').trim()].slice(0, 300).join('') ||
      DEFAULT_DESCRIPTION;
    const revision = manager.create(RevisionEntity, {
      id: newId(),
      artifactType: kind.type,
      artifactId: entity.id,
      artifactName: kind.name(entity as never).slice(0, 200),
      artifactLink: kind.link(entity as never),
      userId: input.user.id,
      usernameCased: input.user.usernameCased,
      actionName: input.actionName,
      argsJson: JSON.stringify(input.args),
      userDescription: description,
      diff: input.diff,
      snapshot: input.after,
      // The time of writing, not of the transaction's start: a revision that waited for a row lock
      // must sort after the one it waited for.
      createdAt: new Date(),
    });
    await manager.insert(RevisionEntity, revision);
    if (kind.inboxKind) {
      await manager.insert(InboxEntryEntity, {
        id: newId(),
        revisionId: revision.id,
        kind: kind.inboxKind,
        status: 'unseen',
        undone: false,
      });
    }
    if (
      kind.type === 'convo' ||
      kind.type === 'pos' ||
      kind.type === 'arg' ||
      kind.type === 'tag'
    ) {
      if (entity.deletedAt) await removeFromSearch(manager, kind.type, entity.id);
      else {
        await indexForSearch(manager, {
          artifactType: kind.type,
          artifactId: entity.id,
          title: kind.name(entity as never),
          body: entity.description ?? '',
          link: kind.link(entity as never),
        });
      }
    }
    return revision;
  }

  /** Inbox undo: reverses one revision's changes, refused when later edits touched the same fields. */
  /**
   * Inbox undo, in one transaction with claiming the entry: two editors undoing at once cannot
   * both succeed, and a refused or failed undo leaves the entry as it was.
   */
  async undo(inboxId: string, user: UserEntity): Promise<EditResult> {
    const result = await this.dataSource.transaction(async (manager) => {
      const claimed = await manager.update(
        InboxEntryEntity,
        { id: inboxId, undone: false },
        { undone: true, status: 'seen' },
      );
      if (!claimed.affected) {
        if (!(await manager.exists(InboxEntryEntity, { where: { id: inboxId } }))) {
          throw new NotFoundException(`There is no inbox entry ${inboxId}.`);
        }
        throw new ConflictException('This change has already been undone.');
      }
      const entry = await manager.findOneByOrFail(InboxEntryEntity, { id: inboxId });
      const revision = await manager.findOneByOrFail(RevisionEntity, { id: entry.revisionId });
      const kind = KINDS[revision.artifactType];
      const entity = await lockArtifact<Record<string, unknown> & { id: string }>(
        manager,
        kind,
        revision.artifactId,
      );
      await assertLiveParents(manager, kind, entity);
      const before = await kind.snapshot(manager, entity as never);
      // Undoing a creation deletes what was created.
      const changes = revision.actionName.endsWith('Create')
        ? [{ Field: 'Deleted', Old: 'true', New: 'false' }]
        : revision.diff;
      if (before.Deleted === 'true' && !changes.some((d) => d.Field === 'Deleted')) {
        throw new ConflictException(
          `This ${kind.type} has been deleted since; undo or revert the deletion first.`,
        );
      }
      for (const change of changes) {
        if ((before[change.Field] ?? null) !== change.New) {
          throw new ConflictException(
            `Later edits changed ${change.Field} of this ${kind.type}; undo them first or edit it by hand.`,
          );
        }
      }
      if (
        changes.some((d) => d.Field === 'Deleted') &&
        kind.deleteRole &&
        !hasRole(user.role, kind.deleteRole)
      ) {
        throw new ForbiddenException(
          `You need the ${kind.deleteRole} role to undo a deletion or creation.`,
        );
      }
      for (const change of changes) {
        await kind.applyField(manager, entity as never, change.Field, change.Old);
      }
      await manager.save(kind.entity, entity);
      const after = await kind.snapshot(manager, entity as never);
      const diff = diffSnapshots(before, after);
      if (diff.length === 0)
        throw new ConflictException('Undoing this revision would change nothing.');
      assertFieldRoles(
        kind,
        diff.map((d) => d.Field),
        user,
      );
      const undo = await this.record(manager, kind, entity as never, {
        actionName: `${kind.typeName}Revert`,
        args: { RevID: revision.id, Undo: true },
        revDesc: `Undid revision ${revision.id}`,
        user,
        diff,
        after,
      });
      await this.events.changedIn(manager, revision.artifactType, revision.artifactId);
      return {
        RevID: undo.id,
        artifactType: revision.artifactType,
        artifactId: revision.artifactId,
      };
    });
    this.events.changed(result.artifactType, result.artifactId);
    return { RevID: result.RevID };
  }

  async requireRevision(manager: EntityManager, revId: string): Promise<RevisionEntity> {
    const revision = await manager.findOne(RevisionEntity, { where: { id: revId } });
    if (!revision) throw new NotFoundException(`There is no revision ${revId}.`);
    return revision;
  }
}
