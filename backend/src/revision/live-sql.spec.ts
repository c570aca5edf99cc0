import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { ContentKindRegistry } from './content-kind.registry.js';
import { liveCondition } from './live-sql.js';

/** Three kinds as the registry and TypeORM's metadata describe them: arg under pos under convo, and tag. */
const kinds = {
  arg: { entity: 'Arg', parent: { type: 'pos', key: 'posId' } },
  pos: { entity: 'Pos', parent: { type: 'convo', key: 'convoId' } },
  convo: { entity: 'Convo' },
  tag: { entity: 'Tag' },
} as Record<string, { entity: string; parent?: { type: string; key: string } }>;

const columns: Record<string, Record<string, string>> = {
  Arg: { deletedAt: 'deleted_at', posId: 'pos_id' },
  Pos: { deletedAt: 'deleted_at', convoId: 'convo_id' },
  Convo: { deletedAt: 'deleted_at' },
  Tag: {},
};
const tables: Record<string, string> = {
  Arg: 'args',
  Pos: 'positions',
  Convo: 'convos',
  Tag: 'tags',
};

const registry = { get: (type: string) => kinds[type] } as unknown as ContentKindRegistry;
const dataSource = {
  getMetadata: (entity: string) => ({
    tableName: tables[entity],
    schema: undefined,
    primaryColumns: [{ databaseName: 'id' }],
    findColumnWithPropertyName: (name: string) =>
      columns[entity][name] ? { databaseName: columns[entity][name] } : undefined,
  }),
} as unknown as DataSource;

describe('liveCondition', () => {
  it('walks up the parents, each live', () => {
    expect(liveCondition(dataSource, registry, 'arg', 'r.artifact_id')).toBe(
      'EXISTS (SELECT 1 FROM "args" live_0 WHERE live_0."id" = r.artifact_id AND live_0."deleted_at" IS NULL AND ' +
        'EXISTS (SELECT 1 FROM "positions" live_1 WHERE live_1."id" = live_0."pos_id" AND live_1."deleted_at" IS NULL AND ' +
        'EXISTS (SELECT 1 FROM "convos" live_2 WHERE live_2."id" = live_1."convo_id" AND live_2."deleted_at" IS NULL)))',
    );
  });

  it('asks only for existence of a kind that cannot be deleted', () => {
    expect(liveCondition(dataSource, registry, 'tag', 'x.id')).toBe(
      'EXISTS (SELECT 1 FROM "tags" live_0 WHERE live_0."id" = x.id)',
    );
  });
});
