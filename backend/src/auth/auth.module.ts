import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SessionModule } from '../session/session.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { KnownLoginAddresses } from './known-login-addresses.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionSerializer } from './session.serializer.js';

@Module({
  imports: [
    PassportModule.register({ session: true }),
    UsersModule,
    SessionModule,
    RateLimitModule,
    MailModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, SessionSerializer, KnownLoginAddresses, PasswordResetService],
})
export class AuthModule {}
