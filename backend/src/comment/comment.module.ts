import { Module } from '@nestjs/common';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { CommentController } from './comment.controller.js';
import { CommentService } from './comment.service.js';

@Module({
  imports: [RateLimitModule],
  controllers: [CommentController],
  providers: [CommentService],
})
export class CommentModule {}
