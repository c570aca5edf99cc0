import { Injectable } from '@nestjs/common';
import { DataSource, type EntitySubscriberInterface } from 'typeorm';
import { artifactKey, currentReadKeys, readKeys } from '../common/read-keys.js';
import { ContentKindRegistry } from './content-kind.registry.js';

/**
 * Every row of a kind that TypeORM loads while an answer is built (a find, a query builder's
 * entities) names its read key by itself: the answer is dropped by a write of that artifact.
 * Raw queries do not pass here; the code that makes them calls readKeys.
 */
@Injectable()
export class EntityReadKeys implements EntitySubscriberInterface {
  private types = new Map<unknown, string>();

  constructor(
    dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
  ) {
    dataSource.subscribers.push(this);
  }

  afterLoad(entity: unknown): void {
    // Most loads happen outside any collection (writes, checks): nothing to do for them.
    if (!currentReadKeys()) return;
    const row = entity as { id?: unknown; constructor?: unknown } | null;
    if (!row || typeof row.id !== 'string') return;
    const type = this.typeOf(row.constructor);
    if (type) readKeys(artifactKey(type, row.id));
  }

  private typeOf(entityClass: unknown): string | undefined {
    // Kinds are all registered before the app serves; read them again if one came later.
    if (this.types.size !== this.kinds.count)
      this.types = new Map(this.kinds.list().map((kind) => [kind.entity, kind.type]));
    return this.types.get(entityClass);
  }
}
