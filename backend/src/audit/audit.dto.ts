import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { HasMoreField } from '../common/dto/page-fields.js';
import { type AuditAction, PUBLIC_AUDIT_ACTIONS } from './audit-entry.entity.js';

/** Entries per page of the public log. */
export const LOG_PAGE_SIZE = 50;

export class LogQueryDto {
  @ApiPropertyOptional({ enum: PUBLIC_AUDIT_ACTIONS, description: 'Only entries of this action' })
  @IsOptional()
  @IsIn(PUBLIC_AUDIT_ACTIONS, {
    message: `action must be one of ${PUBLIC_AUDIT_ACTIONS.join(', ')}`,
  })
  action?: AuditAction;
}

/** One public moderation log entry: no emails, no user ids, nothing about reports. */
export class LogEntryDto {
  @ApiProperty() LogID!: string;
  @ApiProperty({ enum: PUBLIC_AUDIT_ACTIONS }) Action!: AuditAction;
  @ApiProperty({ description: 'The username of whoever did it, as shown' }) ActorName!: string;
  @ApiProperty({ description: 'A content kind\'s type (kinds.ts), "comment" or "user"' })
  TargetType!: string;
  @ApiProperty({ description: 'A title, a username, "a comment by alice"' }) TargetName!: string;
  @ApiProperty({ description: "The reader path of the target or its thread; '' when none" })
  TargetLink!: string;
  @ApiProperty() Reason!: string;
  @ApiProperty({ description: 'A short detail: "user → editor" for a role change' })
  Details!: string;
  @ApiProperty({ format: 'date-time' }) Created!: string;
}

export class LogListDto {
  @ApiProperty({ type: [LogEntryDto] }) Entries!: LogEntryDto[];
  @HasMoreField('Whether older entries follow') HasMore!: boolean;
}
