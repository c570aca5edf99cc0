import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { ContentHooks } from './content-hooks.js';
import { ContentKindRegistry } from './content-kind.registry.js';
import { ContentReader } from './content-reader.js';
import { CreateService } from './create.service.js';
import { EditService } from './edit.service.js';
import { RevisionController } from './revision.controller.js';
import { RevisionEntity, RevisionLikeEntity } from './revision.entity.js';
import { ReadableDiffs } from './readable-diffs.js';
import { RevisionPresenter } from './revision-presenter.js';
import { RevisionService } from './revision.service.js';
import { EntityReadKeys } from './entity-read-keys.js';
import { WritePathService } from './write-path.service.js';

const ENGINE = [
  WritePathService,
  EntityReadKeys,
  ContentHooks,
  ContentKindRegistry,
  ContentReader,
  CreateService,
  EditService,
  RevisionService,
  ReadableDiffs,
  RevisionPresenter,
];

/**
 * The content engine: revisions, history and the write path, over whatever kinds the domains
 * register (provideContentKind). It imports no domain; domains import it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([RevisionEntity, RevisionLikeEntity]), RateLimitModule],
  controllers: [RevisionController],
  providers: ENGINE,
  exports: [...ENGINE, RateLimitModule],
})
export class RevisionModule {}
