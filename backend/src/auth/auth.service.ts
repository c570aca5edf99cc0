import {
  BadRequestException,
  ConflictException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { isUniqueViolation } from '../common/errors.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { SessionService } from '../session/session.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { toCurrentUser } from '../users/users.dto.js';
import type { ChangePasswordDto, LoginDto, SignupDto, UserResponseDto } from './auth.dto.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import { passwordWeakness } from './password-policy.js';

const WRONG_CREDENTIALS = 'Wrong email or password.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async signup(dto: SignupDto, req: Request): Promise<UserResponseDto> {
    await this.rateLimits.consume('signupPerIp', req.ip ?? 'unknown');
    const weakness = passwordWeakness(dto.password, 'password', [dto.username, dto.email]);
    if (weakness) throw new BadRequestException(weakness);
    if (await this.users.findByEmail(dto.email)) {
      throw new ConflictException('An account with that email already exists; log in instead.');
    }
    if (await this.users.findByUsername(dto.username)) {
      throw new ConflictException(`The username "${dto.username}" is taken; choose another.`);
    }
    const passwordHash = await hashPassword(dto.password);
    let user: UserEntity;
    try {
      user = await this.users.create({ email: dto.email, username: dto.username, passwordHash });
    } catch (error) {
      // Two sign-ups raced past the checks above; the unique indexes decide.
      if (isUniqueViolation(error))
        throw new ConflictException('That email or username was just taken; choose another.');
      throw error;
    }
    await this.sessions.establish(req, user);
    return { User: toCurrentUser(user) };
  }

  async login(dto: LoginDto, req: Request): Promise<UserResponseDto> {
    const accountKey = dto.email.toLowerCase();
    await this.rateLimits.consume('loginPerIp', req.ip ?? 'unknown');
    await this.rateLimits.assertNotBlocked('loginFailuresPerAccount', accountKey);
    const user = await this.users.findByEmail(dto.email);
    const valid = user
      ? await verifyPassword(user.passwordHash, dto.password)
      : await verifyAgainstDummy(dto.password);
    if (!user || !valid) {
      await this.rateLimits.penalize('loginFailuresPerAccount', accountKey);
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    await this.rateLimits.reset('loginFailuresPerAccount', accountKey);
    await this.sessions.establish(req, user);
    return { User: toCurrentUser(user) };
  }

  async logout(req: Request): Promise<{ LoggedOut: true }> {
    await this.sessions.end(req);
    return { LoggedOut: true };
  }

  async changePassword(
    user: UserEntity,
    dto: ChangePasswordDto,
    req: Request,
  ): Promise<{ Changed: true }> {
    await this.rateLimits.consume('changePasswordPerUser', user.id);
    if (!(await verifyPassword(user.passwordHash, dto.oldPassword))) {
      throw new BadRequestException('oldPassword is not your current password.');
    }
    if (dto.oldPassword === dto.newPassword) {
      throw new BadRequestException('newPassword must differ from the current password.');
    }
    const weakness = passwordWeakness(dto.newPassword, 'newPassword', [
      user.usernameCased,
      user.email,
    ]);
    if (weakness) throw new BadRequestException(weakness);
    const passwordHash = await hashPassword(dto.newPassword);
    await this.users.updatePasswordHash(user.id, passwordHash);
    user.passwordHash = passwordHash;
    await this.sessions.establish(req, user);
    await this.sessions.revokeOthers(user.id, req.sessionID);
    return { Changed: true };
  }
}
