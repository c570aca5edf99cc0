import { describe, expect, it } from '@jest/globals';
import type { ConvoEntity } from './convo.entity.js';
import { childrenOf, convoDetail, convoRef } from './convo.presenter.js';

describe('convo presenter', () => {
  it('lists children in the given order, with the same order as JSON', () => {
    const dto = childrenOf([
      { id: 'b', title: 'Second' },
      { id: 'a', title: 'First' },
    ]);
    expect(dto).toEqual({
      Children: [
        { ID: 'b', Title: 'Second' },
        { ID: 'a', Title: 'First' },
      ],
      OrderJSON: '["b","a"]',
    });
    expect(childrenOf([])).toEqual({ Children: [], OrderJSON: '[]' });
  });

  it('sends times as ISO 8601 in UTC and links to the reader page', () => {
    const convo = {
      id: 'q1',
      title: 'A question',
      description: 'Why?',
      imageUrl: null,
      createdAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      updatedAt: new Date(Date.UTC(2026, 1, 2, 3, 4, 5)),
    } as ConvoEntity;
    expect(convoDetail(convo, [], [{ CategoryID: 'k', Title: 'Science' }], true)).toEqual({
      ConvoID: 'q1',
      Title: 'A question',
      Description: 'Why?',
      ImageURL: null,
      Tags: [],
      Categories: [{ CategoryID: 'k', Title: 'Science' }],
      Link: '/c/q1',
      Created: '2026-01-02T03:04:05.000Z',
      Modified: '2026-02-02T03:04:05.000Z',
      Offensive: true,
    });
    expect(convoRef(convo, false)).toEqual({
      ConvoID: 'q1',
      Title: 'A question',
      Link: '/c/q1',
      Offensive: false,
    });
  });
});
