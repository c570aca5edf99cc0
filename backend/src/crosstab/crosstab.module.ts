import { Module } from '@nestjs/common';
import { InsightModule } from '../insight/insight.module.js';
import { CrossTabController } from './crosstab.controller.js';
import { CrossTabService } from './crosstab.service.js';

@Module({
  imports: [InsightModule],
  controllers: [CrossTabController],
  providers: [CrossTabService],
  exports: [CrossTabService],
})
export class CrossTabModule {}
