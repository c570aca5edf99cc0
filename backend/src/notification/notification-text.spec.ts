import { describe, expect, it } from '@jest/globals';
import { NOTIFICATION_REASONS } from './notification-reasons.js';
import { notificationText } from './notification-text.js';
import type { NotificationEntity } from './notification.entity.js';

type Shown = Pick<NotificationEntity, 'reason' | 'actorName' | 'subjectName' | 'count'>;
const of = (over: Partial<Shown>): Shown => ({
  reason: 'edit',
  count: 1,
  actorName: 'Ada',
  subjectName: 'Clean air',
  ...over,
});

describe('a notification’s sentence (the web list and the digest)', () => {
  it('names the actor of one event and counts bundled ones', () => {
    expect(notificationText(of({}))).toBe('Ada edited “Clean air”');
    expect(notificationText(of({ count: 3 }))).toBe('3 edits to “Clean air”');
    expect(notificationText(of({ reason: 'reply' }))).toBe(
      'Ada replied to your comment on “Clean air”',
    );
    expect(notificationText(of({ reason: 'reply', count: 2 }))).toBe(
      '2 replies to your comments on “Clean air”',
    );
    expect(notificationText(of({ reason: 'comment', count: 4 }))).toBe(
      '4 new comments on “Clean air”',
    );
    expect(notificationText(of({ reason: 'thanks' }))).toBe(
      'Ada thanked you for your edit to “Clean air”',
    );
  });

  it('has a sentence naming the subject for every reason, alone and bundled', () => {
    for (const reason of NOTIFICATION_REASONS) {
      expect(notificationText(of({ reason }))).toContain('“Clean air”');
      expect(notificationText(of({ reason, count: 2 }))).toContain('“Clean air”');
    }
  });

  it('keeps names on one line (a mail header cannot be smuggled in), and says something for an empty one', () => {
    expect(notificationText(of({ subjectName: 'Clean\r\nBcc: x@y.z\u0000 air ' }))).toBe(
      'Ada edited “Clean Bcc: x@y.z air”',
    );
    expect(notificationText(of({ actorName: ' ', subjectName: '  ' }))).toBe(
      'Someone edited a page',
    );
  });
});
