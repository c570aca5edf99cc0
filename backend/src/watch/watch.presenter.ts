import type { NotificationReason } from '../notification/notification-reasons.js';
import type { WatchChangeDto, WatchlistItemDto } from './watch.dto.js';
import type { WatchLevel, WatchTarget } from './watch-targets.js';

export interface WatchRow {
  target_type: WatchTarget;
  target_id: string;
  level: WatchLevel;
  expires_at: Date | null;
}

/** A watched thing's name and reader page, as its kind registration words them. */
export interface Resolved {
  name: string;
  path: string;
}

export interface ChangeRow {
  id: string;
  reason: NotificationReason;
  actor_name: string;
  subject_type: string;
  subject_id: string;
  subject_name: string;
  link: string;
  created_at: Date;
}

export function watchlistItem(row: WatchRow, resolved: Resolved | undefined): WatchlistItemDto {
  return {
    TargetType: row.target_type,
    TargetID: row.target_id,
    Name: resolved?.name ?? '',
    Path: resolved?.path ?? null,
    Level: row.level,
    ExpiresAt: row.expires_at?.toISOString() ?? null,
  };
}

export function changeDto(row: ChangeRow): WatchChangeDto {
  return {
    ID: String(row.id),
    Reason: row.reason,
    ActorName: row.actor_name,
    SubjectType: row.subject_type,
    SubjectID: row.subject_id,
    SubjectName: row.subject_name,
    Link: row.link,
    CreatedAt: row.created_at.toISOString(),
  };
}
