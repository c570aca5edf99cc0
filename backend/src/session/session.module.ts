import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from './session.entity.js';
import { LoginEvents } from './login-events.js';
import { SessionService } from './session.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  providers: [SessionService, LoginEvents],
  exports: [SessionService, LoginEvents],
})
export class SessionModule {}
