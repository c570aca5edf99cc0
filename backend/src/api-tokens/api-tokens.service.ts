import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import type { Actor } from '../common/access.js';
import { newId } from '../common/ids.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { ApiTokenEntity, type ApiTokenScope } from './api-token.entity.js';
import {
  type ApiTokenDto,
  type ApiTokenListDto,
  type CreatedApiTokenDto,
  MAX_TOKENS_PER_USER,
} from './api-token.dto.js';
import { newTokenSecret, tokenHash } from './token-secret.js';

/** Who a valid token acts as, and what it may do. */
export interface TokenHolder {
  user: UserEntity;
  tokenId: string;
  scope: ApiTokenScope;
}

function toDto(token: ApiTokenEntity): ApiTokenDto {
  return {
    ID: token.id,
    Name: token.name,
    Scope: token.scope,
    Prefix: token.prefix,
    Created: token.createdAt.toISOString(),
    LastUsed: token.lastUsedAt?.toISOString() ?? null,
  };
}

@Injectable()
export class ApiTokensService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ApiTokenEntity) private readonly tokens: Repository<ApiTokenEntity>,
    private readonly users: UsersService,
  ) {}

  async list(owner: Actor): Promise<ApiTokenListDto> {
    const tokens = await this.tokens.find({
      where: { userId: owner.id, revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MAX_TOKENS_PER_USER,
    });
    return { Tokens: tokens.map(toDto), Max: MAX_TOKENS_PER_USER };
  }

  async create(owner: Actor, name: string, scope: ApiTokenScope): Promise<CreatedApiTokenDto> {
    const secret = newTokenSecret();
    const token = await this.dataSource.transaction(async (manager) => {
      // The account's row lock makes concurrent creations count one after another.
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [owner.id]);
      const held = await manager.count(ApiTokenEntity, {
        where: { userId: owner.id, revokedAt: IsNull() },
      });
      if (held >= MAX_TOKENS_PER_USER)
        throw new ConflictException(
          `You already have ${MAX_TOKENS_PER_USER} API tokens, the most an account may have; revoke one you no longer use first.`,
        );
      return manager.save(
        manager.create(ApiTokenEntity, {
          id: newId(),
          userId: owner.id,
          name,
          scope,
          tokenHash: secret.hash,
          prefix: secret.prefix,
          lastUsedAt: null,
          revokedAt: null,
        }),
      );
    });
    return { ApiToken: toDto(token), Token: secret.token };
  }

  /**
   * Refused at once everywhere (every request reads its token's row: no cache); answers the
   * tokens left.
   */
  async revoke(owner: Actor, id: string): Promise<ApiTokenListDto> {
    const result = await this.tokens.update(
      { id, userId: owner.id, revokedAt: IsNull() },
      { revokedAt: () => 'now()' },
    );
    if (!result.affected) throw new NotFoundException(`You have no API token with id ${id}.`);
    return this.list(owner);
  }

  /**
   * The account a token acts as, read with its current role in one statement on the primary
   * (never a replica, never a cache: a revocation counts from its commit on), which also notes
   * when the token was used, at most once a minute. Undefined for a revoked or unknown token.
   */
  async holderOf(token: string): Promise<TokenHolder | undefined> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `WITH found AS (
         SELECT t.id AS token_id, t.scope AS token_scope, u.*
         FROM api_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND t.revoked_at IS NULL),
       touched AS (
         UPDATE api_tokens SET last_used_at = now()
         WHERE id IN (SELECT token_id FROM found)
           AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute'))
       SELECT * FROM found`,
      [tokenHash(token)],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      user: this.users.fromRow(row),
      tokenId: row.token_id as string,
      scope: row.token_scope as ApiTokenScope,
    };
  }
}
