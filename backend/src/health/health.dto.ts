import { ApiProperty } from '@nestjs/swagger';

export const PAGE_CACHE_STATES = ['listening', 'reconnecting', 'off'] as const;
export type PageCacheState = (typeof PAGE_CACHE_STATES)[number];

/** GET /api/health: the process is up; answered from memory, without asking the database. */
export class HealthDto {
  @ApiProperty({ example: 'ok' }) Status!: 'ok';
  @ApiProperty({ description: 'Whole seconds since the process started', example: 3600 })
  UptimeSeconds!: number;
  @ApiProperty({
    enum: PAGE_CACHE_STATES,
    description:
      "The page cache's LISTEN connection: listening, reconnecting (nothing is cached meanwhile), or off",
  })
  PageCache!: PageCacheState;
}

/** GET /api/ready: the database answered a query in time. */
export class ReadyDto {
  @ApiProperty({ example: 'ready' }) Status!: 'ready';
  @ApiProperty({ example: 'up' }) Database!: 'up';
}
