import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { CookieChoiceEntity } from './cookie-choice.entity.js';
import { CookiesController } from './cookies.controller.js';
import { CookiesService } from './cookies.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CookieChoiceEntity]), RateLimitModule],
  controllers: [CookiesController],
  providers: [CookiesService],
})
export class CookiesModule {}
