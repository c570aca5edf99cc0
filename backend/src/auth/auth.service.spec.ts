import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BadRequestException, ConflictException, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import type { RateLimitService } from '../common/rate-limit.service.js';
import type { SessionService } from '../session/session.service.js';
import type { UserEntity } from '../users/user.entity.js';
import type { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { hashPassword } from './password.js';

/** Unit tests with the collaborators faked at their boundary; the API tests cover the real database. */
describe('AuthService', () => {
  let stored: UserEntity;
  let users: {
    findByEmail: jest.Mock<UsersService['findByEmail']>;
    findByUsername: jest.Mock<UsersService['findByUsername']>;
    create: jest.Mock<UsersService['create']>;
  };
  let sessions: { establish: jest.Mock<SessionService['establish']> };
  let limits: Record<
    'consume' | 'assertNotBlocked' | 'penalize' | 'reset',
    jest.Mock<(name: string, key: string) => Promise<void>>
  >;
  let service: AuthService;
  const req = { ip: '10.0.0.1' } as Request;

  beforeEach(async () => {
    stored = {
      id: 'u1',
      email: 'ada@example.org',
      username: 'ada',
      usernameCased: 'Ada',
      role: 'user',
      passwordHash: await hashPassword('the right passphrase'),
    } as UserEntity;
    users = {
      findByEmail: jest.fn(async (email: string) =>
        email.toLowerCase() === stored.email ? stored : null,
      ),
      findByUsername: jest.fn(async () => null),
      create: jest.fn(async () => stored),
    };
    sessions = { establish: jest.fn(async () => undefined) };
    limits = {
      consume: jest.fn(async () => undefined),
      assertNotBlocked: jest.fn(async () => undefined),
      penalize: jest.fn(async () => undefined),
      reset: jest.fn(async () => undefined),
    };
    service = new AuthService(
      users as unknown as UsersService,
      sessions as unknown as SessionService,
      limits as unknown as RateLimitService,
    );
  });

  describe('login', () => {
    it('logs in, clears the failure count and establishes the session', async () => {
      const result = await service.login(
        { email: 'ADA@example.org', password: 'the right passphrase' },
        req,
      );
      expect(result.User).toEqual({
        uid: 'u1',
        username: 'ada',
        Username: 'Ada',
        role: 'user',
        ProfileImage: null,
      });
      expect(limits.consume).toHaveBeenCalledWith('loginPerIp', '10.0.0.1');
      expect(limits.reset).toHaveBeenCalledWith('loginFailuresPerAccount', 'ada@example.org');
      expect(sessions.establish).toHaveBeenCalledWith(req, stored);
    });

    it('answers a wrong password and an unknown email alike, counting the failure', async () => {
      const wrong = service.login({ email: 'ada@example.org', password: 'nope nope nope' }, req);
      await expect(wrong).rejects.toThrow(new UnauthorizedException('Wrong email or password.'));
      const unknown = service.login({ email: 'eve@example.org', password: 'nope nope nope' }, req);
      await expect(unknown).rejects.toThrow(new UnauthorizedException('Wrong email or password.'));
      expect(limits.penalize).toHaveBeenCalledWith('loginFailuresPerAccount', 'ada@example.org');
      expect(limits.penalize).toHaveBeenCalledWith('loginFailuresPerAccount', 'eve@example.org');
      expect(sessions.establish).not.toHaveBeenCalled();
    });

    it('checks the account block before looking at the password', async () => {
      limits.assertNotBlocked.mockRejectedValueOnce(new Error('blocked'));
      await expect(
        service.login({ email: 'ada@example.org', password: 'the right passphrase' }, req),
      ).rejects.toThrow('blocked');
      expect(users.findByEmail).not.toHaveBeenCalled();
    });
  });

  describe('signup', () => {
    it('refuses a taken email before hashing anything', async () => {
      await expect(
        service.signup(
          { email: 'ada@example.org', username: 'other', password: 'a long passphrase' },
          req,
        ),
      ).rejects.toThrow(ConflictException);
      expect(users.create).not.toHaveBeenCalled();
    });

    it('turns a lost unique-index race into 409', async () => {
      users.create.mockRejectedValueOnce(Object.assign(new Error('duplicate'), { code: '23505' }));
      await expect(
        service.signup(
          { email: 'new@example.org', username: 'newbie', password: 'a long passphrase' },
          req,
        ),
      ).rejects.toThrow(ConflictException);
    });

    it('refuses a guessable password', async () => {
      await expect(
        service.signup(
          { email: 'new@example.org', username: 'newbie', password: 'newbie newbie' },
          req,
        ),
      ).rejects.toThrow(BadRequestException);
    });
  });
});
