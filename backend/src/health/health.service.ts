import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseUnavailableException } from '../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PageCache } from '../web/page-cache.js';
import type { HealthDto, ReadyDto } from './health.dto.js';

/** A readiness probe gives up after this long: a database that slow is not ready. */
export const READY_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pageCache: PageCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  health(): HealthDto {
    return {
      Status: 'ok',
      UptimeSeconds: Math.floor(process.uptime()),
      PageCache: !this.config.pageCache
        ? 'off'
        : this.pageCache.listening
          ? 'listening'
          : 'reconnecting',
    };
  }

  async ready(): Promise<ReadyDto> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
    } catch {
      throw new DatabaseUnavailableException();
    } finally {
      clearTimeout(timer);
    }
    return { Status: 'ready', Database: 'up' };
  }
}
