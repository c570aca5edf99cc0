import type { NotificationDto } from './notification.dto.js';
import type { NotificationEntity } from './notification.entity.js';
import { notificationText } from './notification-text.js';

export function toNotification(n: NotificationEntity): NotificationDto {
  return {
    ID: n.id,
    Reason: n.reason,
    SubjectType: n.subjectType,
    SubjectID: n.subjectId,
    SubjectName: n.subjectName,
    Link: n.link,
    ActorName: n.actorName,
    Count: n.count,
    Read: n.readAt !== null,
    UpdatedAt: n.updatedAt.toISOString(),
    Text: notificationText(n),
  };
}
