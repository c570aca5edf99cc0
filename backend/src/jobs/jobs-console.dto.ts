import { ApiProperty } from '@nestjs/swagger';

/** One queue's jobs by state: what pg-boss keeps (completed ones 12 hours, failed ones 7 days). */
export class JobQueueCountsDto {
  @ApiProperty({ example: 'sitemap.build', description: 'The kind of work' })
  Name!: string;

  @ApiProperty({ description: 'Waiting to run' })
  Created!: number;

  @ApiProperty({ description: 'Failed, waiting to run again' })
  Retry!: number;

  @ApiProperty({ description: 'Running now' })
  Active!: number;

  @ApiProperty({ description: 'Done (in the last 12 hours)' })
  Completed!: number;

  @ApiProperty({ description: 'Cancelled before they ran' })
  Cancelled!: number;

  @ApiProperty({ description: 'Failed after every retry (in the last 7 days)' })
  Failed!: number;
}

export class JobQueuesDto {
  @ApiProperty({
    description:
      'Whether this app process runs the job queue (JOB_QUEUE); when it does not, it lists no queues',
  })
  Running!: boolean;

  @ApiProperty({ type: [JobQueueCountsDto] })
  Queues!: JobQueueCountsDto[];
}
