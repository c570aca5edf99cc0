import { describe, expect, it } from '@jest/globals';
import { groupsOf } from './notification-fan-out.js';

describe('the fan-out’s groups of alike events', () => {
  it('keeps alike events together in id order, whatever lies between them', () => {
    expect(
      groupsOf([
        { id: '1', key: 'edit|convo|c1|change|u1' },
        { id: '2', key: 'comment|convo|c1|reply|u2' },
        { id: '3', key: 'edit|convo|c1|change|u1' },
        { id: '4', key: 'edit|convo|c1|change|u3' },
        { id: '5', key: 'edit|convo|c1|change|u1' },
      ]),
    ).toEqual([['1', '3', '5'], ['2'], ['4']]);
  });

  it('makes no group of nothing', () => {
    expect(groupsOf([])).toEqual([]);
  });
});
