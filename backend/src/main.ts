import 'reflect-metadata';
import { isIPv6 } from 'node:net';
import { Logger } from '@nestjs/common';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { AdminBootstrapService } from './users/admin-bootstrap.service.js';
import { loadConfig } from './config/config.js';
import { createApp } from './create-app.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres.js';

async function main(): Promise<void> {
  const started = Date.now();
  const logger = new Logger('Main');
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    logger.log(`Starting the embedded PostgreSQL for ${config.dataDir} ...`);
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    logger.log(`Embedded PostgreSQL on port ${embedded.port}, data in ${embedded.dataLocation}`);
    databaseUrl = embedded.url;
  }
  const app = await createApp({ config, databaseUrl });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: closing the HTTP server and the database.`);
    await app.close().catch((error: Error) => logger.error(error.message));
    await embedded?.stop().catch((error: Error) => logger.error(error.message));
    process.exit(0);
  };
  // embedded-postgres stops its cluster on these signals by itself, racing our pools; we stop it
  // ourselves, after the HTTP server and the pools are closed.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const { generated } = await app.get(AdminBootstrapService).ensureAdmin();
  // Demo content is on by default with the embedded database, off with an external one.
  if (config.seedDemo ?? embedded !== undefined) await app.get(DemoSeedService).seedIfEmpty();
  await app.listen(config.port, config.host);
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${isIPv6(shownHost) ? `[${shownHost}]` : shownHost}:${config.port}`;
  logger.log(
    `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url} (console ${url}/admin, API docs ${url}/api/docs)`,
  );
  if (generated) {
    const line = '='.repeat(72);
    console.log(
      `\n${line}\nNo admin account existed, so one was created. This password is shown only once:\n` +
        `  email:    ${generated.email}\n  username: ${generated.username}\n  password: ${generated.password}\n` +
        `Log in at ${url}/login or ${url}/admin. To choose your own, set ADMIN_EMAIL, ADMIN_USERNAME, ADMIN_PASSWORD.\n${line}\n`,
    );
  }
}

main().catch((error: unknown) => {
  if (!(error instanceof Error)) console.error('Start-up failed:', error);
  else if (!(error.cause instanceof Error)) console.error(`Start-up failed: ${error.message}`);
  // The message says what to do; the cause is the detail behind it.
  else console.error(`Start-up failed: ${error.message}\n  (${error.cause.message})`);
  process.exit(1);
});
