import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A link sent to reset an account's password: only the SHA-256 of its token is kept (a copy of
 * this table resets nothing), it expires, and it is spent by its first use, by a later reset or by
 * a password change.
 */
@Entity({ name: 'password_resets' })
@Index('IDX_password_resets_user', ['userId'])
export class PasswordResetEntity {
  /** Hex SHA-256 of the token in the link. */
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 16 })
  userId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** When it was used or made void; null while it may still be used. */
  @Column({ name: 'spent_at', type: 'timestamptz', nullable: true })
  spentAt!: Date | null;
}
