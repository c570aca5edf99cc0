import { Module } from '@nestjs/common';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { SessionModule } from '../session/session.module.js';
import { VoteController } from './vote.controller.js';
import { VoteService } from './vote.service.js';

@Module({
  imports: [RateLimitModule, SessionModule],
  controllers: [VoteController],
  providers: [VoteService],
})
export class VoteModule {}
