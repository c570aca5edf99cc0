import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An argument's external link ('In the Wild'): identified as argID;linkID. The rows are the
 * argument's current links only; the argument's revisions hold every earlier state (its Links
 * field), so a revert or an undo writes the rows back.
 */
@Entity({ name: 'arg_links' })
@Index('IDX_arg_links_arg_position', ['argId', 'position'])
export class ArgLinkEntity {
  @PrimaryColumn({
    name: 'arg_id',
    type: 'varchar',
    length: 16,
    primaryKeyConstraintName: 'PK_arg_links',
  })
  argId!: string;

  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_arg_links' })
  id!: string;

  /** Its place among the argument's links (0 first). */
  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 2000 })
  url!: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  image!: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  icon!: string;
}
