import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../common/authenticated.decorator.js';
import { JobsConsole } from './jobs-console.service.js';
import { JobQueuesDto } from './jobs-console.dto.js';

/** What the console's Jobs screen shows above its list (/api/admin/data/jobs). */
@ApiTags('admin')
@Controller('admin/jobs')
export class JobsConsoleController {
  constructor(private readonly console: JobsConsole) {}

  @Get('queues')
  @Access('read', 'console:jobs')
  @ApiOperation({ summary: "Each kind of background work's jobs, counted by state" })
  @ApiOkResponse({ type: JobQueuesDto })
  queues(): Promise<JobQueuesDto> {
    return this.console.queues();
  }
}
