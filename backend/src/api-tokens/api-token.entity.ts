import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  JoinColumn,
  PrimaryColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * A personal API token: a bot's way in without a browser session. Only the SHA-256 of the secret
 * is kept (the secret is 256 random bits, so a fast hash is enough); the owner sees it once.
 */
@Entity({ name: 'api_tokens' })
@Index('IDX_api_tokens_user', ['userId', 'createdAt'])
export class ApiTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  /** Its account: deleting the account deletes its tokens. */
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'enum', enum: API_TOKEN_SCOPES, enumName: 'api_token_scope' })
  scope!: ApiTokenScope;

  /** Hex SHA-256 of the whole token. */
  @Index('UQ_api_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  /** The token's first characters ("oe_AbCd1234"), to tell tokens apart; not enough to use one. */
  @Column({ type: 'varchar', length: 16 })
  prefix!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Updated at most once a minute. */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
