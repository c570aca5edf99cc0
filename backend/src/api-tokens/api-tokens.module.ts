import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { UsersModule } from '../users/users.module.js';
import { ApiTokenEntity } from './api-token.entity.js';
import { ApiTokensController } from './api-tokens.controller.js';
import { ApiTokensService } from './api-tokens.service.js';
import { TokenRequests } from './token-requests.js';

/** Personal API tokens: made and revoked in /app/settings, used as `Authorization: Bearer`. */
@Module({
  imports: [TypeOrmModule.forFeature([ApiTokenEntity]), UsersModule, RateLimitModule],
  controllers: [ApiTokensController],
  providers: [ApiTokensService, TokenRequests],
  exports: [ApiTokensService, TokenRequests],
})
export class ApiTokensModule {}
