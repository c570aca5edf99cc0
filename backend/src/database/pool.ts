import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** The pg pool TypeORM opened; sessions and rate limits share it instead of opening their own. */
export function poolOf(dataSource: DataSource): Pool {
  const driver = dataSource.driver as unknown as { master?: Pool };
  if (!driver.master) throw new Error('The database connection is not initialised.');
  return driver.master;
}
