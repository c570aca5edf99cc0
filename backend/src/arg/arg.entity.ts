import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuthoredContentEntity } from '../common/authored-content.entity.js';

@Entity({ name: 'args' })
// The sitemap's live rows in keyset order (partial; created in its migration).
@Index('IDX_args_live_created', { synchronize: false })
@Index('IDX_args_pos', ['posId'])
@Index('IDX_args_convo', ['convoId'])
export class ArgEntity extends AuthoredContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id!: string;

  @Column({ name: 'pos_id', type: 'varchar', length: 16 })
  posId!: string;

  /** Denormalised from the position: next-argument walks and same-question moves need it. */
  @Column({ name: 'convo_id', type: 'varchar', length: 16 })
  convoId!: string;

  @Column({ type: 'varchar', length: 75 })
  title!: string;

  @Column({ type: 'varchar', length: 300 })
  description!: string;

  @Column({ type: 'text', default: '' }) argument!: string;
  @Column({ type: 'text', default: '' }) context!: string;
  @Column({ name: 'counter_arguments', type: 'text', default: '' }) counterArguments!: string;
  @Column({ type: 'text', default: '' }) framing!: string;
  @Column({ name: 'further_reading', type: 'text', default: '' }) furtherReading!: string;
  @Column({ type: 'text', default: '' }) premises!: string;
  @Column({ name: 'references_body', type: 'text', default: '' }) referencesBody!: string;
  @Column({ name: 'rejecting_premises', type: 'text', default: '' }) rejectingPremises!: string;
  @Column({ type: 'varchar', length: 1000, default: '' }) tags!: string;

  /**
   * The revision of its latest substantive change (or its creation): the version its ratings
   * count for by default ('' before versions were recorded).
   */
  @Column({ type: 'varchar', length: 16, default: '' })
  version!: string;
}
