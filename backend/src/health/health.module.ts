import { Module } from '@nestjs/common';
import { WebModule } from '../web/web.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ imports: [WebModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
