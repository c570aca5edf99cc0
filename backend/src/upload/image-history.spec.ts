import { describe, expect, it } from '@jest/globals';
import { imagesNamed } from './image-history.js';

describe('imagesNamed', () => {
  const a = 'a'.repeat(64);
  const b = '0123456789abcdef'.repeat(4);

  it("finds this site's image URLs anywhere in the texts, once each", () => {
    expect(
      imagesNamed(
        JSON.stringify({ ImageURL: `/api/image/${a}`, Title: 'x' }),
        JSON.stringify([{ Field: 'ImageURL', Old: `/api/image/${b}`, New: `/api/image/${a}` }]),
      ),
    ).toEqual([a, b]);
  });

  it('ignores what is not an image id: other paths, short or upper-case ids', () => {
    expect(
      imagesNamed(
        `/api/images/${a}`,
        `/api/image/${a.slice(1)}`,
        `/api/image/${a.toUpperCase()}`,
        `https://elsewhere.example/image/${a}`,
      ),
    ).toEqual([]);
  });
});
