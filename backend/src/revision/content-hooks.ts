import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Role } from '../common/roles.js';
import type { ArtifactKind, ContentEntity } from './content-kinds.js';
import type { RevisionEntity } from './revision.entity.js';

/** A revision just written, with the artifact as it now is, inside the writing transaction. */
export interface RevisionRecorded {
  manager: EntityManager;
  kind: ArtifactKind;
  entity: ContentEntity;
  revision: RevisionEntity;
  /** The revision is an inbox undo (a {Type}Revert made by WritePathService.undo). */
  undo: boolean;
  /** The author's role, when the write knows it (edits do; a creation made by another write may not). */
  authorRole?: Role;
}

export type RevisionHook = (event: RevisionRecorded) => Promise<void>;

/** Thanks just given for a revision, inside the transaction that records them. */
export interface ThanksRecorded {
  manager: EntityManager;
  revision: Pick<RevisionEntity, 'id' | 'userId' | 'artifactType' | 'artifactId'>;
  /** Who thanked. */
  userId: string;
}

export type ThanksHook = (event: ThanksRecorded) => Promise<void>;

/** The most hooks: a guard against subscribing in a loop (a handful of modules subscribe). */
const MAX_HOOKS = 32;

/**
 * What other modules do with each revision in the same transaction (the inbox entry, the tags,
 * the search row), so that it commits or rolls back with the revision, never after it. A hook that
 * throws rolls the whole write back. Hooks run in the order they subscribed.
 */
@Injectable()
export class ContentHooks {
  private readonly hooks: RevisionHook[] = [];
  private readonly thanksHooks: ThanksHook[] = [];

  onRevision(hook: RevisionHook): void {
    if (this.hooks.length >= MAX_HOOKS) throw new Error(`At most ${MAX_HOOKS} content hooks.`);
    this.hooks.push(hook);
  }

  /** Runs for new thanks (not a repeated or withdrawn one), in their transaction. */
  onThanks(hook: ThanksHook): void {
    if (this.thanksHooks.length >= MAX_HOOKS) throw new Error(`At most ${MAX_HOOKS} thanks hooks.`);
    this.thanksHooks.push(hook);
  }

  async thanksRecorded(event: ThanksRecorded): Promise<void> {
    for (const hook of this.thanksHooks) await hook(event);
  }

  async revisionRecorded(event: RevisionRecorded): Promise<void> {
    if (!event.manager.queryRunner?.isTransactionActive)
      throw new Error('Content hooks must run inside the writing transaction.');
    for (const hook of this.hooks) await hook(event);
  }
}
