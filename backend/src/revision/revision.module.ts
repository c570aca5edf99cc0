import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { ContentEvents } from './content-events.js';
import { EditService } from './edit.service.js';
import { RevisionController } from './revision.controller.js';
import { RevisionEntity, RevisionLikeEntity } from './revision.entity.js';
import { RevisionService } from './revision.service.js';
import { WritePathService } from './write-path.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([RevisionEntity, RevisionLikeEntity]), RateLimitModule],
  controllers: [RevisionController],
  providers: [WritePathService, ContentEvents, EditService, RevisionService],
  exports: [WritePathService, ContentEvents, EditService, RevisionService, RateLimitModule],
})
export class RevisionModule {}
