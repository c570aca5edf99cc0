import {
  BadRequestException,
  ConflictException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { clientAddressKey } from '../common/client-address.js';
import { newId } from '../common/ids.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { SessionService } from '../session/session.service.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { toCurrentUser } from '../users/users.presenter.js';
import type { ChangePasswordDto, LoginDto, SignupDto, UserResponseDto } from './auth.dto.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import { passwordWeakness } from './password-policy.js';
import { KnownLoginAddresses } from './known-login-addresses.js';
import { PasswordResetService } from './password-reset.service.js';

const WRONG_CREDENTIALS = 'Wrong email, username or password.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly rateLimits: RateLimitService,
    private readonly knownAddresses: KnownLoginAddresses,
    private readonly dataSource: DataSource,
    private readonly resets: PasswordResetService,
  ) {}

  async signup(dto: SignupDto, req: Request): Promise<UserResponseDto> {
    await this.rateLimits.consume('signupPerAddress', clientAddressKey(req));
    const weakness = passwordWeakness(dto.password, 'The password', [dto.username, dto.email]);
    if (weakness) throw new BadRequestException(weakness);
    await this.assertFree(dto);
    const passwordHash = await hashPassword(dto.password);
    const user = await this.insertIfFree(dto, passwordHash);
    // Another sign-up took the email or username since the check above.
    if (!user) {
      await this.assertFree(dto);
      throw new ConflictException('That email or username was just taken; choose another.');
    }
    await this.sessions.establish(req, user);
    return { User: toCurrentUser(user) };
  }

  private async assertFree(dto: SignupDto): Promise<void> {
    if (await this.users.findByEmail(dto.email)) {
      throw new ConflictException('An account with that email already exists; log in instead.');
    }
    if (await this.users.findByUsername(dto.username)) {
      throw new ConflictException(`The username "${dto.username}" is taken; choose another.`);
    }
  }

  /**
   * The unique indexes decide a race; ON CONFLICT DO NOTHING lets them do so without a failed
   * statement (which the database log would report as an error).
   */
  private async insertIfFree(dto: SignupDto, passwordHash: string): Promise<UserEntity | null> {
    const id = newId();
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(UserEntity)
      .values({
        id,
        email: dto.email.trim().toLowerCase(),
        username: dto.username.toLowerCase(),
        usernameCased: dto.username,
        passwordHash,
        role: 'user',
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0 ? this.users.findById(id) : null;
  }

  /**
   * rate-limiter-flexible's login endpoint protection, made atomic: each attempt spends its points
   * before the password is checked (so parallel guesses cannot slip past a limit), and a successful
   * login gives them back. The per-account limit does not apply from an address that logged in to
   * the account before, so failing on purpose cannot lock the owner out.
   */
  async login(dto: LoginDto, req: Request): Promise<UserResponseDto> {
    const address = clientAddressKey(req);
    const given = dto.email.trim().toLowerCase();
    // An e-mail address or a username (usernames have no "@"). The account's limits are counted
    // under its e-mail address whichever was given, so giving the other doubles no allowance.
    const user = given.includes('@')
      ? await this.users.findByEmail(given)
      : await this.users.findByUsername(given);
    const account = user?.email ?? given;
    const accountAtAddress = `${address} ${account}`;
    await this.rateLimits.consume('loginFailsPerAddress', address);
    await this.rateLimits.consume('loginFailsPerAccountAndAddress', accountAtAddress);
    const known = await this.knownAddresses.has(accountAtAddress);
    if (!known) await this.rateLimits.consume('loginFailsPerAccount', account);

    const valid = user
      ? await verifyPassword(user.passwordHash, dto.password)
      : await verifyAgainstDummy(dto.password);
    if (!user || !valid) throw new UnauthorizedException(WRONG_CREDENTIALS);

    await Promise.all([
      this.rateLimits.refund('loginFailsPerAddress', address),
      this.rateLimits.reset('loginFailsPerAccountAndAddress', accountAtAddress),
      known ? undefined : this.rateLimits.refund('loginFailsPerAccount', account),
      this.knownAddresses.remember(accountAtAddress),
    ]);
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
      throw new BadRequestException('The new password must differ from the current one.');
    }
    const weakness = passwordWeakness(dto.newPassword, 'The new password', [
      user.usernameCased,
      user.email,
    ]);
    if (weakness) throw new BadRequestException(weakness);
    const passwordHash = await hashPassword(dto.newPassword);
    if (!(await this.users.replacePasswordHash(user.id, user.passwordHash, passwordHash))) {
      throw new ConflictException(
        'Your password was changed meanwhile (in another tab or device); enter the current one again.',
      );
    }
    user.passwordHash = passwordHash;
    // Links mailed to reset the old password reset nothing now.
    await this.resets.spendAll(user.id);
    // This session stays signed in under a new id (a stolen copy of the old id is worth nothing);
    // every other session of the account ends, in every process (the session trigger's notices).
    await this.sessions.establish(req, user);
    await this.sessions.revokeOthers(user.id, req.sessionID);
    return { Changed: true };
  }
}
