import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { ROLES, type Role } from '../common/roles.js';

@Entity({ name: 'users' })
@Index('IDX_users_role_created', ['role', 'createdAt'])
@Index('IDX_users_created', ['createdAt'])
export class UserEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  /** Lower-cased; unique. The form the user typed is kept in usernameCased. */
  @Column({ type: 'varchar', length: 30, unique: true })
  username!: string;

  @Column({ name: 'username_cased', type: 'varchar', length: 30 })
  usernameCased!: string;

  /** Lower-cased; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'enum', enum: ROLES, enumName: 'user_role', default: 'user' })
  role!: Role;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
