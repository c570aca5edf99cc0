import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { ApiTokenEntity } from './api-token.entity.js';
import { ApiTokensController } from './api-tokens.controller.js';
import { ApiTokensService } from './api-tokens.service.js';

/** Personal API tokens: made and revoked in /app/settings, used as `Authorization: Bearer`. */
@Module({
  imports: [TypeOrmModule.forFeature([ApiTokenEntity]), UsersModule],
  controllers: [ApiTokensController],
  providers: [ApiTokensService],
  exports: [ApiTokensService],
})
export class ApiTokensModule {}
