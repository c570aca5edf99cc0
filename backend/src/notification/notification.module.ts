import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { SessionModule } from '../session/session.module.js';
import { NotificationController } from './notification.controller.js';
import { NotificationFanOut } from './notification-fan-out.js';
import { NotificationProducers } from './notification-producers.js';
import { NotificationService } from './notification.service.js';
import { UnreadCounts } from './unread-counts.js';

/**
 * Notifications (issue 26): producers record events in their writing transactions
 * (notification-events.ts), the fan-out job turns them into each reader's notifications, and
 * readers list and mark them; the bell's unread count is part of GET /api/me (UnreadCounts).
 */
@Module({
  imports: [RevisionModule, SessionModule],
  controllers: [NotificationController],
  providers: [NotificationProducers, NotificationFanOut, NotificationService, UnreadCounts],
  exports: [UnreadCounts, NotificationFanOut],
})
export class NotificationModule {}
