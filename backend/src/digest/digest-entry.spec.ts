import { describe, expect, it } from '@jest/globals';
import { type DigestEntry, entrySentence } from './digest-entry.js';

const entry = (over: Partial<DigestEntry>): DigestEntry => ({
  reason: 'edit',
  count: 1,
  actorName: 'Ada',
  subjectName: 'Clean air',
  ...over,
});

describe('a digest entry’s sentence', () => {
  it('names the actor of one event and counts bundled ones', () => {
    expect(entrySentence(entry({}))).toBe('Ada edited Clean air');
    expect(entrySentence(entry({ count: 3 }))).toBe('3 edits to Clean air');
    expect(entrySentence(entry({ reason: 'reply' }))).toBe(
      'Ada replied to your comment on Clean air',
    );
    expect(entrySentence(entry({ reason: 'reply', count: 2 }))).toBe(
      '2 replies to your comments on Clean air',
    );
    expect(entrySentence(entry({ reason: 'comment', count: 4 }))).toBe(
      '4 new comments on Clean air',
    );
    expect(entrySentence(entry({ reason: 'changed' }))).toBe(
      'Clean air, which you rated, was changed',
    );
    expect(entrySentence(entry({ reason: 'thanks' }))).toBe(
      'Ada thanked you for your edit to Clean air',
    );
  });

  it('has a sentence for every reason', () => {
    for (const reason of [
      'edit',
      'comment',
      'reply',
      'mention',
      'quote',
      'link',
      'suggestion',
      'report',
      'changed',
      'thanks',
    ] as const) {
      expect(entrySentence(entry({ reason }))).toContain('Clean air');
      expect(entrySentence(entry({ reason, count: 2 }))).toContain('Clean air');
    }
  });

  it('keeps a name on one line, and says something when a name is empty', () => {
    expect(entrySentence(entry({ subjectName: 'Clean\r\nBcc: x@y.z\u0000 air ' }))).toBe(
      'Ada edited Clean Bcc: x@y.z air',
    );
    expect(entrySentence(entry({ actorName: '', subjectName: '  ' }))).toBe(
      'Someone edited a page',
    );
  });
});
