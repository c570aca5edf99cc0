import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

export function dataSourceOptions(url: string, quiet = false): DataSourceOptions {
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

export function createDataSource(url: string): DataSource {
  return new DataSource(dataSourceOptions(url));
}
