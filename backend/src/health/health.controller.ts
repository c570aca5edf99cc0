import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { HealthDto, ReadyDto } from './health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: answers while the process runs, even with the database down. */
  @Get('health')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: HealthDto, description: 'The process is up; the database is not asked' })
  check(): HealthDto {
    return this.health.health();
  }

  /** Readiness: the database answers a query within a bounded time. */
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ReadyDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The database is down or slow' })
  ready(): Promise<ReadyDto> {
    return this.health.ready();
  }
}
