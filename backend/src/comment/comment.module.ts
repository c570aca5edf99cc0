import { Module } from '@nestjs/common';
import { ArgModule } from '../arg/arg.module.js';
import { ConvoModule } from '../convo/convo.module.js';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { ReqModule } from '../req/req.module.js';
import { CommentController } from './comment.controller.js';
import { CommentService } from './comment.service.js';

@Module({
  imports: [ArgModule, ConvoModule, RateLimitModule, ReqModule],
  controllers: [CommentController],
  providers: [CommentService],
})
export class CommentModule {}
