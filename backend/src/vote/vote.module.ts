import { Module } from '@nestjs/common';
import { ArgModule } from '../arg/arg.module.js';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { ConvoModule } from '../convo/convo.module.js';
import { SessionModule } from '../session/session.module.js';
import { OwnVotes } from './own-votes.js';
import { VoteController } from './vote.controller.js';
import { VoteNotices } from './vote-notices.js';
import { VoteResultsCache } from './vote-results-cache.js';
import { VoteResultsFastPath } from './vote-results-fast-path.js';
import { VoteService } from './vote.service.js';

@Module({
  imports: [RateLimitModule, SessionModule, ArgModule, ConvoModule],
  controllers: [VoteController],
  providers: [VoteService, VoteResultsCache, VoteResultsFastPath, OwnVotes, VoteNotices],
  exports: [OwnVotes],
})
export class VoteModule {}
