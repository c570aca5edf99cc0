import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from './migrations/index.js';

/** The entity classes a data source maps: the app's list (src/entities.ts), or none to only migrate. */
export type EntityList = NonNullable<DataSourceOptions['entities']>;

export function dataSourceOptions(
  url: string,
  entities: EntityList,
  quiet = false,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'all',
    synchronize: false,
    logging: quiet ? false : ['error', 'warn', 'migration'],
    extra: { max: 20, connectionTimeoutMillis: 5000, application_name: 'opinions' },
  };
}

/** Runs pending migrations under an advisory lock, so several app processes may start at once. */
export async function runMigrations(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(727274001)');
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(727274001)').catch(() => undefined);
    await runner.release();
  }
}

/**
 * A data source outside the app. The database layer knows no domain, so the caller names the
 * entities it reads or diffs against; running migrations needs none.
 */
export function createDataSource(url: string, entities: EntityList): DataSource {
  return new DataSource(dataSourceOptions(url, entities));
}
