import { describe, expect, it } from '@jest/globals';
import { EVERY_WRITE } from '../common/read-keys.js';
import { ChangeClock } from './change-clock.js';

describe('ChangeClock', () => {
  it('says an answer changed when one of its keys was dropped after it began reading', () => {
    const clock = new ChangeClock();
    const since = clock.now();
    clock.drop(['convo:2']);
    expect(clock.changedSince(since, ['convo:1'])).toBe(false);
    clock.drop(['convo:1']);
    expect(clock.changedSince(since, ['convo:1'])).toBe(true);
    expect(clock.changedSince(clock.now(), ['convo:1'])).toBe(false);
  });

  it('counts any write against an unkeyed answer, and a drop of everything against all', () => {
    const clock = new ChangeClock();
    const since = clock.now();
    clock.drop(['tag:9']);
    expect(clock.changedSince(since, [EVERY_WRITE])).toBe(true);
    const later = clock.now();
    clock.dropEverything();
    expect(clock.changedSince(later, ['convo:1'])).toBe(true);
  });

  it('counts a forgotten key as dropped at the latest forgotten tick: refuses, never keeps stale', () => {
    const clock = new ChangeClock();
    const since = clock.now();
    for (let i = 0; i < 100_010; i += 1) clock.drop([`convo:${i}`]);
    expect(clock.changedSince(since, ['convo:1'])).toBe(true);
    expect(clock.changedSince(since, ['never-dropped'])).toBe(true);
    expect(clock.changedSince(clock.now(), ['never-dropped'])).toBe(false);
  });
});
