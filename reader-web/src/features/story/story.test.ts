import { describe, expect, it } from '@jest/globals';
import { convoPage } from '../../test/map-fixtures';
import { buildStory } from './story';

describe('buildStory', () => {
  it('tells the question, then each position followed by its arguments', () => {
    const slides = buildStory(convoPage());
    expect(slides.map((slide) => [slide.kind, slide.title])).toEqual([
      ['question', 'Should public transport be free?'],
      ['position', 'Yes, make it free'],
      ['argument', 'Free fares cut car traffic'],
      ['argument', 'Fares cost more to collect than they bring'],
      ['position', 'No, keep the fares'],
    ]);
    expect(slides[2]).toMatchObject({ link: '/a/arg1', context: 'Yes, make it free' });
    expect(slides[1].context).toBeUndefined();
  });

  it('is only the title card for a question without positions', () => {
    const page = { ...convoPage(), Positions: [] };
    expect(buildStory(page)).toHaveLength(1);
  });
});
