import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from './session.entity.js';
import { LoginEvents } from './login-events.js';
import { PersonalNotices } from './personal-notices.js';
import { SessionCache } from './session-cache.js';
import { SessionService } from './session.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  providers: [SessionService, LoginEvents, PersonalNotices, SessionCache],
  exports: [SessionService, LoginEvents, PersonalNotices, SessionCache],
})
export class SessionModule {}
