import { Module } from '@nestjs/common';
import { CategoryModule } from '../category/category.module.js';
import { RevisionModule } from '../revision/revision.module.js';
import { UsersModule } from '../users/users.module.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';

/**
 * Users' public profiles (/app/settings, /u/{username}). Account settings, not wiki content: a
 * profile has no revisions or inbox entries; it reaches categories through CategoryService and a
 * user's edits through RevisionService.
 */
@Module({
  imports: [UsersModule, CategoryModule, RevisionModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
