import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type FindOptionsSelect, IsNull } from 'typeorm';
import { ContentKindRegistry } from './content-kind.registry.js';
import type { ContentEntity } from './content-kinds.js';
import { assertLiveParents, liveChainIn, noSuch } from './edit-guards.js';
import type { ArtifactType } from './revision.entity.js';

/**
 * Reads content by its kind's registration: how a domain reaches the artifact it lives under (an
 * argument's position and question) or the children of one, without importing the parent's
 * domain (whose module may import its own). The caller names the row type it expects.
 */
@Injectable()
export class ContentReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
  ) {}

  /**
   * The live artifact and the live artifacts it lives under, nearest first ([arg, pos, convo]);
   * null when any of them is missing or deleted.
   */
  async liveChain(
    type: ArtifactType,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ContentEntity[] | null> {
    return liveChainIn(manager, this.kinds, type, id);
  }

  /**
   * Locks an artifact that something is being added under (serialising the insert with reorders
   * and other inserts); 404 naming it when it is missing or deleted, or naming the deleted
   * artifact it lives under.
   */
  async lockLive<E extends object>(
    manager: EntityManager,
    type: ArtifactType,
    id: string,
  ): Promise<E> {
    const kind = this.kinds.get(type);
    const row = (await manager.findOne(kind.entity, {
      where: { id } as never,
      lock: { mode: 'pessimistic_write' },
    })) as ContentEntity | null;
    if (!row || row.deletedAt) throw noSuch(kind, id);
    await assertLiveParents(manager, this.kinds, kind, row);
    return row as unknown as E;
  }

  /** The live artifacts of a kind that live under one parent (in no particular order). */
  liveChildren<E extends object>(
    type: ArtifactType,
    parentId: string,
    select?: FindOptionsSelect<E>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<E[]> {
    const kind = this.kinds.get(type);
    if (!kind.parent) throw new Error(`A ${kind.noun} lives under nothing; it has no parent.`);
    return manager.find(kind.entity, {
      where: { [kind.parent.key]: parentId, deletedAt: IsNull() } as never,
      select: select as never,
    }) as Promise<E[]>;
  }
}
