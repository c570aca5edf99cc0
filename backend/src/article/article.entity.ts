import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuthoredContentEntity } from '../common/authored-content.entity.js';

/** An article of the encyclopedia, written by editors: a title and a body, at /article/{id}. */
@Entity({ name: 'articles' })
export class ArticleEntity extends AuthoredContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ type: 'varchar', length: 75 })
  title!: string;

  @Column({ type: 'text', default: '' })
  body!: string;
}
