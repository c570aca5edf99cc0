import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseUnavailableException } from '../common/errors.js';
import type { HealthDto } from './health.dto.js';

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DatabaseUnavailableException();
    }
    return { Status: 'ok', Database: 'up' };
  }
}
