import type { DataSource } from 'typeorm';

export interface SchemaChanges {
  up: string[];
  down: string[];
}

/** What TypeORM would change to make the migrated schema match the entities (empty when in sync). */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<SchemaChanges> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: log.upQueries.map((q) => q.query),
    down: log.downQueries.map((q) => q.query).reverse(),
  };
}
