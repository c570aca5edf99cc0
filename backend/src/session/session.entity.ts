import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The table connect-pg-simple reads and writes; declared here so migrations own its schema. */
@Entity({ name: 'session' })
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar' })
  sid!: string;

  @Column({ type: 'json' })
  sess!: Record<string, unknown>;

  @Index('IDX_session_expire')
  @Column({ type: 'timestamp', precision: 6 })
  expire!: Date;
}
