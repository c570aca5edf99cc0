import { Module } from '@nestjs/common';

/** See ARCHITECTURE.md, "Following". */
@Module({})
export class NotificationModule {}
