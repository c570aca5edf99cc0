import { describe, expect, it } from '@jest/globals';
import { changePayload, ContentEvents, parseChange } from './content-events.js';

describe('change notices', () => {
  it('carry the keys and the writing process, and read back as sent', () => {
    const payload = changePayload('proc-1', ['convo:1', 'convo:list']);
    expect(parseChange(payload)).toEqual({ origin: 'proc-1', keys: ['convo:1', 'convo:list'] });
  });

  it('say "everything" when the keys would not fit in a NOTIFY (under 8000 bytes)', () => {
    const keys = Array.from({ length: 600 }, (_, i) => `arg:${String(i).padStart(12, '0')}`);
    const payload = changePayload('proc-1', keys);
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(parseChange(payload)).toEqual({ origin: 'proc-1', everything: true });
  });

  it('read anything unreadable as everything', () => {
    for (const payload of [undefined, '', '*', 'not json', '{"keys":[1,2]}', 'null', '[]'])
      expect(parseChange(payload)).toMatchObject({ everything: true });
  });

  it("tell this process's listeners what changed, with its origin", () => {
    const events = new ContentEvents();
    const heard: unknown[] = [];
    events.subscribe((change) => void heard.push(change));
    expect(events.changed(['tag:9'])).toBeUndefined();
    expect(heard).toEqual([{ origin: events.origin, keys: ['tag:9'] }]);
  });

  it('answer, for the commit to wait on, the promises listeners answer, never a failure', async () => {
    const events = new ContentEvents();
    const settled: string[] = [];
    events.subscribe(() => undefined);
    events.subscribe(async () => void settled.push('purged'));
    events.subscribe(() => Promise.reject(new Error('the cache in front is down')));
    await expect(events.changed(['tag:9'])).resolves.toBeUndefined();
    expect(settled).toEqual(['purged']);
  });
});
