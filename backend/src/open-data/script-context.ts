import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module.js';
import { type AppConfig, loadConfig } from '../config/config.js';
import { runMigrations } from '../database/data-source.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';

/**
 * The app's modules without its HTTP server or job workers, for `npm run dump` and
 * `npm run import-dump`: on DATABASE_URL, or the embedded database under DATA_DIR (the app must
 * be stopped then: one process per cluster). The schema is migrated first.
 */
export async function withAppContext<T>(
  run: (app: INestApplicationContext, config: AppConfig) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir });
  try {
    const app = await NestFactory.createApplicationContext(
      AppModule.register({ ...config, logLevel: 'silent' }, config.databaseUrl ?? embedded!.url),
      { logger: ['error', 'warn'] },
    );
    try {
      await runMigrations(app.get(DataSource));
      return await run(app, config);
    } finally {
      await app.close();
    }
  } finally {
    await embedded?.stop();
  }
}
