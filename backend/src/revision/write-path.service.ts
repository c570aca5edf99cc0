import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../common/access.js';
import { ContentEvents } from '../common/content-events.js';
import { newId } from '../common/ids.js';
import { stripControlChars } from '../common/text-rules.js';
import { parseActionArgs, parseArgsWith } from './action-args.js';
import { ACTIONS, type ActionOutcome, parseActionName } from './actions.js';
import { changeKeys } from './change-keys.js';
import { ContentHooks } from './content-hooks.js';
import { ContentKindRegistry } from './content-kind.registry.js';
import { type ArtifactKind, type ContentEntity, lockArtifact } from './content-kinds.js';
import { creationDiff, diffSnapshots } from './diff.js';
import { undoDescription } from './generated-descriptions.js';
import { assertFieldAccess, assertLiveParents, liveChainIn } from './edit-guards.js';
import {
  type ArtifactType,
  type DiffEntry,
  RevisionEntity,
  type Snapshot,
} from './revision.entity.js';
import { isSubstantive } from './substantive.js';
import { changesToUndo, checkUndo } from './undo.js';

export { diffSnapshots } from './diff.js';

/** Whoever writes: the revision records their id and name as shown. */
export type Author = Actor & { usernameCased: string };

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

/** The description of a revision whose author gave none. */
export const DEFAULT_DESCRIPTION = 'Added content';

/**
 * A revision's description: what the action says of itself (a revert names the revision by its
 * author, time and title), then the author's words after a colon; or the author's words alone.
 */
function describe(given: string, action: string): string {
  const words = given.trim();
  return words === '' ? action : `${action}: ${words}`;
}

/**
 * The one write path for content: an action applied in a transaction that also writes the
 * revision (with its diff and the resulting snapshot) and runs the content hooks (the inbox
 * entry, the tags, the search row) before it commits.
 */
@Injectable()
export class WritePathService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: ContentEvents,
    private readonly hooks: ContentHooks,
    private readonly kinds: ContentKindRegistry,
  ) {}

  async edit(
    type: ArtifactType,
    id: string,
    action: { ActionName: string; ArgsJSON: string },
    revDesc: string,
    user: Author,
    outer?: EntityManager,
    /** The editor said the edit changes what the artifact says (see substantive.ts). */
    marks: { substantive?: boolean } = {},
  ): Promise<EditResult> {
    const kind = this.kinds.get(type);
    // A kind's own action (ArgAddExternalLink) first, then the generic verbs.
    const own = Object.hasOwn(kind.actions ?? {}, action.ActionName)
      ? kind.actions![action.ActionName]
      : undefined;
    const verb = own ? undefined : parseActionName(kind, action.ActionName);
    const args = own
      ? parseArgsWith(own.args, action.ArgsJSON)
      : parseActionArgs(kind, verb!, action.ArgsJSON);
    // Before anything is read: a stale OldValue must not tell a user more than "not allowed".
    if ('FieldName' in args && typeof args.FieldName === 'string')
      assertFieldAccess(kind, [args.FieldName], user);
    const result = await this.inTransaction(outer, async (manager) => {
      const entity = await lockArtifact<ContentEntity>(manager, kind, id);
      await assertLiveParents(manager, this.kinds, kind, entity);
      if (entity.deletedAt && verb !== 'Revert') {
        throw new ConflictException(
          `This ${kind.noun} has been deleted; revert the deletion to change it.`,
        );
      }
      const before = await kind.snapshot(manager, entity);
      const outcome: ActionOutcome = own
        ? await own.apply({ manager, entity, args, user, before })
        : await ACTIONS[verb!]({ manager, kind, entity, args, user, before });
      const revision = await this.saveAndRecord(manager, kind, entity, before, {
        actionName: action.ActionName,
        args: outcome.recordedArgs ?? args,
        revDesc: outcome.description
          ? describe(revDesc, outcome.description)
          : revDesc.trim() === '' && own?.defaultDescription
            ? own.defaultDescription
            : revDesc,
        user,
        marked: marks.substantive === true,
        nothingChanged: () => new BadRequestException('That change would change nothing.'),
      });
      return { RevID: revision.id, Location: outcome.location };
    });
    return result;
  }

  /**
   * Creation is a revision too (ConvoCreate, PosCreate, ArgCreate): history starts with it. Its
   * author's role is not asked (content made by another write, like a tag made by tagging, is
   * recorded under that write's author).
   */
  async create<E extends { id: string }>(
    spec: CreateSpec<E>,
    revDesc: string,
    user: Pick<Author, 'id' | 'usernameCased'>,
    recordedArgs: object,
    outer?: EntityManager,
  ): Promise<{ entity: E; RevID: string }> {
    const kind = this.kinds.get(spec.type);
    const result = await this.inTransaction(outer, async (manager) => {
      const entity = await spec.insert(manager);
      const after = await kind.snapshot(manager, entity as never);
      const revision = await this.record(manager, kind, entity as unknown as ContentEntity, {
        actionName: `${kind.typeName}Create`,
        args: recordedArgs,
        revDesc,
        user,
        diff: creationDiff(after),
        after,
        created: true,
      });
      return { entity, RevID: revision.id };
    });
    return result;
  }

  /**
   * Inbox undo: reverses one revision's changes as a new revision, refused when later edits
   * touched the same fields. `claim` runs first in the same transaction (the inbox marks its entry
   * undone there and names the revision), so a refused or failed undo leaves the claim undone too.
   * A reason joins the description ("Undid the edit to “Title” by Ada on 29 Nov 2026, 02:33 UTC:
   * reason"), cleaned and cut to 300 like any.
   */
  async undo(
    user: Author,
    claim: (manager: EntityManager) => Promise<string>,
    reason?: string,
  ): Promise<EditResult> {
    const result = await this.dataSource.transaction(async (manager) => {
      const revId = await claim(manager);
      const revision = await this.requireRevision(manager, revId);
      const kind = this.kinds.get(revision.artifactType);
      const entity = await lockArtifact<ContentEntity>(manager, kind, revision.artifactId);
      await assertLiveParents(manager, this.kinds, kind, entity);
      const before = await kind.snapshot(manager, entity);
      const changes = changesToUndo(revision);
      checkUndo(kind, before, changes, user);
      for (const change of changes) {
        await kind.applyField(manager, entity, change.Field, change.Old);
      }
      const undo = await this.saveAndRecord(manager, kind, entity, before, {
        actionName: `${kind.typeName}Revert`,
        args: { RevID: revision.id, Undo: true },
        undo: true,
        revDesc: describe(reason ?? '', undoDescription(revision)),
        user,
        nothingChanged: () => new ConflictException('Undoing this revision would change nothing.'),
      });
      return { RevID: undo.id, type: revision.artifactType, id: revision.artifactId };
    });
    return { RevID: result.RevID };
  }

  /**
   * A transaction of its own, or part of the caller's (`outer`: one change made of several writes,
   * like a suggestion that becomes a question), which then commits or rolls back all of them.
   */
  private inTransaction<T>(
    outer: EntityManager | undefined,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    return outer ? work(outer) : this.dataSource.transaction(work);
  }

  private async requireRevision(manager: EntityManager, revId: string): Promise<RevisionEntity> {
    const revision = await manager.findOne(RevisionEntity, { where: { id: revId } });
    if (!revision) throw new NotFoundException(`There is no revision ${revId}.`);
    return revision;
  }

  /** Saves a changed artifact and records the change; refuses a change that changes nothing. */
  private async saveAndRecord(
    manager: EntityManager,
    kind: ArtifactKind,
    entity: ContentEntity,
    before: Snapshot,
    input: {
      actionName: string;
      args: object;
      undo?: boolean;
      revDesc: string;
      user: Author;
      marked?: boolean;
      nothingChanged: () => Error;
    },
  ): Promise<RevisionEntity> {
    await manager.save(kind.entity, entity);
    const after = await kind.snapshot(manager, entity);
    const diff = diffSnapshots(before, after);
    if (diff.length === 0) throw input.nothingChanged();
    assertFieldAccess(
      kind,
      diff.map((d) => d.Field),
      input.user,
    );
    // Whatever action made it (an edit, a revert, an undo): the kind's own rules on the change.
    await kind.checkChange?.(before, after, input.user, {
      entity,
      isLive: async (type, id) => (await liveChainIn(manager, this.kinds, type, id)) !== null,
    });
    return this.record(manager, kind, entity, { ...input, diff, after });
  }

  /** Writes the revision, runs the content hooks and queues the change notice, all in `manager`. */
  private async record(
    manager: EntityManager,
    kind: ArtifactKind,
    entity: ContentEntity,
    input: {
      actionName: string;
      args: object;
      undo?: boolean;
      revDesc: string;
      user: Pick<Author, 'id' | 'usernameCased'> & { role?: Author['role'] };
      diff: DiffEntry[];
      after: Snapshot;
      created?: boolean;
      marked?: boolean;
    },
  ): Promise<RevisionEntity> {
    const description =
      [...stripControlChars(input.revDesc).replace(/\s+/g, ' ').trim()].slice(0, 300).join('') ||
      DEFAULT_DESCRIPTION;
    const revision = manager.create(RevisionEntity, {
      id: newId(),
      artifactType: kind.type,
      artifactId: entity.id,
      artifactName: kind.name(entity).slice(0, 200),
      artifactLink: kind.link(entity, this.kinds),
      userId: input.user.id,
      usernameCased: input.user.usernameCased,
      actionName: input.actionName,
      argsJson: JSON.stringify(input.args),
      userDescription: description,
      diff: input.diff,
      snapshot: input.after,
      substantive: isSubstantive(kind, input.diff, input),
      // The time of writing, not of the transaction's start: a revision that waited for a row lock
      // must sort after the one it waited for.
      createdAt: new Date(),
    });
    await manager.insert(RevisionEntity, revision);
    await this.hooks.revisionRecorded({
      manager,
      kind,
      entity,
      revision,
      undo: input.undo === true,
      authorRole: input.user.role,
    });
    await this.events.changedIn(
      manager,
      await changeKeys(manager, this.kinds, kind, entity, input.diff),
    );
    return revision;
  }
}
