import { Module } from '@nestjs/common';
import { ArgModule } from '../arg/arg.module.js';
import { ConvoModule } from '../convo/convo.module.js';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { ReqModule } from '../req/req.module.js';
import { AdminModule } from '../admin/admin.module.js';
import { provideAdminResource } from '../admin/admin-resource.registry.js';
import { AuditModule } from '../audit/audit.module.js';
import { RevisionModule } from '../revision/revision.module.js';
import { CommentModeration } from './comment-moderation.js';
import { CommentNotifications } from './comment-notifications.js';
import { CommentReportsAdminResource } from './comment-reports.admin.js';
import { CommentController } from './comment.controller.js';
import { CommentService } from './comment.service.js';

@Module({
  imports: [
    AdminModule,
    ArgModule,
    AuditModule,
    ConvoModule,
    RateLimitModule,
    ReqModule,
    RevisionModule,
  ],
  controllers: [CommentController],
  providers: [
    CommentService,
    CommentModeration,
    CommentNotifications,
    ...provideAdminResource(CommentReportsAdminResource),
  ],
})
export class CommentModule {}
