import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { CategoryController } from './category.controller.js';
import { CategoryService } from './category.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [CategoryController],
  providers: [CategoryService],
})
export class CategoryModule {}
