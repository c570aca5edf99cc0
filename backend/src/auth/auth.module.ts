import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ApiTokensModule } from '../api-tokens/api-tokens.module.js';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SessionModule } from '../session/session.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { ApiTokenStrategy } from './api-token.strategy.js';
import { AuthService } from './auth.service.js';
import { KnownLoginAddresses } from './known-login-addresses.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionSerializer } from './session.serializer.js';
import { TokenRequests } from './token-requests.js';

@Module({
  imports: [
    PassportModule.register({ session: true }),
    UsersModule,
    SessionModule,
    RateLimitModule,
    MailModule,
    ApiTokensModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionSerializer,
    ApiTokenStrategy,
    TokenRequests,
    KnownLoginAddresses,
    PasswordResetService,
  ],
})
export class AuthModule {}
