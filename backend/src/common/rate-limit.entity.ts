import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The table rate-limiter-flexible's Postgres store uses; owned by our migrations. */
@Entity({ name: 'rate_limit' })
export class RateLimitEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  key!: string;

  @Column({ type: 'integer', default: 0 })
  points!: number;

  @Column({ type: 'bigint', nullable: true })
  expire!: string | null;
}
