import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { provideAdminResource } from '../admin/admin-resource.registry.js';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { CategoryAdminResource } from './category.admin.js';
import { CategoryController } from './category.controller.js';
import { categoryKind } from './category.kind.js';
import { CategoryService } from './category.service.js';

@Module({
  imports: [RevisionModule, AdminModule],
  controllers: [CategoryController],
  providers: [
    CategoryService,
    provideContentKind(categoryKind),
    ...provideAdminResource(CategoryAdminResource),
  ],
  exports: [CategoryService],
})
export class CategoryModule {}
