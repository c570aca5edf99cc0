import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { CategoryController } from './category.controller.js';
import { categoryKind } from './category.kind.js';
import { CategoryService } from './category.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [CategoryController],
  providers: [CategoryService, provideContentKind(categoryKind)],
  exports: [CategoryService],
})
export class CategoryModule {}
