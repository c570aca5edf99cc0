import { describe, expect, it } from '@jest/globals';
import { snippetParts } from './search.service.js';

const S = '\u0002';
const E = '\u0003';

describe('snippetParts', () => {
  it('splits a headline into text and marked matches, in order', () => {
    expect(snippetParts(`Fuel and the ${S}climate${E} too, ${S}petrol${E}`)).toEqual([
      { Text: 'Fuel and the ', Match: false },
      { Text: 'climate', Match: true },
      { Text: ' too, ', Match: false },
      { Text: 'petrol', Match: true },
    ]);
  });

  it('gives a text without matches whole, and nothing for an empty one', () => {
    expect(snippetParts('A short position description.')).toEqual([
      { Text: 'A short position description.', Match: false },
    ]);
    expect(snippetParts('')).toEqual([]);
  });

  it('keeps a match at the very start', () => {
    expect(snippetParts(`${S}Climate${E} change`)).toEqual([
      { Text: 'Climate', Match: true },
      { Text: ' change', Match: false },
    ]);
  });
});
