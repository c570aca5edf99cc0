import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NoticeListener } from '../database/notice-listener.js';

/**
 * The channel on which the database (triggers of the PersonalNotices migration) tells every app
 * process that something personal changed: "sid:<session id>", "user:<user id>",
 * "voter:<voter key>", "unread:<user id>" (their unread notifications; "unread:*": anyone's), or
 * "*" (many at once: forget everything).
 */
export const PERSONAL_CHANNEL = 'personal_changed';

export type PersonalNotice =
  { kind: 'sid' | 'user' | 'voter' | 'unread'; id: string } | { kind: 'all' };

export function parsePersonalNotice(payload: string): PersonalNotice {
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const id = payload.slice(colon + 1);
  if (
    colon > 0 &&
    id &&
    (kind === 'sid' || kind === 'user' || kind === 'voter' || kind === 'unread')
  ) {
    return { kind, id };
  }
  return { kind: 'all' };
}

type Subscriber = (notice: PersonalNotice) => void;

/**
 * In-process caches of personal data (sessions, own votes) subscribe here. They hear the
 * database's notices of every process's writes, and this process's own writes at once through
 * local(), without waiting for the notice to come back. While the LISTEN connection is down,
 * `listening` is false and the caches keep nothing (notices may be missed); a missed notice while
 * it is up is bounded by each cache's time to live.
 */
@Injectable()
export class PersonalNotices implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly subscribers: Subscriber[] = [];
  private listener: NoticeListener | undefined;

  constructor(private readonly dataSource: DataSource) {}

  get listening(): boolean {
    return this.listener?.listening ?? false;
  }

  subscribe(subscriber: Subscriber): void {
    this.subscribers.push(subscriber);
  }

  /** A change this process made (and committed): its caches forget at once. */
  local(notice: PersonalNotice): void {
    for (const subscriber of this.subscribers) subscriber(notice);
  }

  async onApplicationBootstrap(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) return;
    this.listener = new NoticeListener(
      url,
      [PERSONAL_CHANNEL],
      {
        notice: (_channel, payload) => this.local(parsePersonalNotice(payload)),
        reset: () => this.local({ kind: 'all' }),
      },
      'PersonalNotices',
    );
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }
}
