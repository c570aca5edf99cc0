import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuthoredContentEntity } from '../common/authored-content.entity.js';

/** A person's quote backing an argument: it lives under the argument and names the person. */
@Entity({ name: 'quotes' })
@Index('IDX_quotes_arg', ['argId', 'createdAt'])
@Index('IDX_quotes_person', ['personId', 'createdAt'])
export class QuoteEntity extends AuthoredContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ name: 'arg_id', type: 'varchar', length: 16 })
  argId!: string;

  @Column({ name: 'person_id', type: 'varchar', length: 16 })
  personId!: string;

  @Column({ type: 'text' })
  quote!: string;

  /** The person's title or role when they said it ("Senator for Ohio"); empty when not given. */
  @Column({ name: 'title_role', type: 'varchar', length: 200, default: '' })
  titleRole!: string;

  /** http(s) only (source-url.ts); empty when not given. */
  @Column({ name: 'source_url', type: 'varchar', length: 2048, default: '' })
  sourceUrl!: string;

  /** "YYYY-MM-DD" (quote-date.ts); null when undated. Text: 29 February of any year is allowed. */
  @Column({ name: 'quote_date', type: 'varchar', length: 10, nullable: true })
  quoteDate!: string | null;
}
