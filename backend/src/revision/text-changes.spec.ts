import { describe, expect, it } from '@jest/globals';
import { textChanges, type TextPiece } from './text-changes.js';

/** The pieces as one line: [-removed-] and {+added+}, as wikis print word diffs. */
const print = (pieces: TextPiece[] | null) =>
  pieces
    ?.map(({ Text, Change }) =>
      Change === 'removed' ? `[-${Text}-]` : Change === 'added' ? `{+${Text}+}` : Text,
    )
    .join('');

describe('textChanges', () => {
  it('marks the one word that changed in a long text and keeps the rest as it was', () => {
    const old = 'Free buses cut traffic in the centre, as studies from three cities show.';
    const now = 'Free buses cut traffic in the centre, as studies from five cities show.';
    expect(textChanges(old, now)).toEqual([
      { Text: 'Free buses cut traffic in the centre, as studies from ' },
      { Text: 'three', Change: 'removed' },
      { Text: 'five', Change: 'added' },
      { Text: ' cities show.' },
    ]);
  });

  it('shows words added or removed on their own, and the texts rebuild from the pieces', () => {
    const old = 'Cars pollute the air.';
    const now = 'Cars badly pollute the city air.';
    const pieces = textChanges(old, now)!;
    expect(print(pieces)).toBe('Cars {+badly +}pollute the {+city +}air.');
    const rebuilt = (skip: string) =>
      pieces
        .filter((p) => p.Change !== skip)
        .map((p) => p.Text)
        .join('');
    expect(rebuilt('added')).toBe(old);
    expect(rebuilt('removed')).toBe(now);
    expect(print(textChanges('One, two and three.', 'One and three.'))).toBe(
      'One[-, two-] and three.',
    );
  });

  it('reads a reworded phrase as one change, not word by word', () => {
    expect(print(textChanges('We should ban cars now.', 'We should tax big trucks now.'))).toBe(
      'We should [-ban cars-]{+tax big trucks+} now.',
    );
  });

  it('answers null when the texts share no word (the whole values say it better)', () => {
    expect(textChanges('Streets at night', 'Buy cheap lamps here')).toBeNull();
    expect(textChanges('', 'Something new')).toBeNull();
  });

  it('keeps letters of any script and line breaks in their pieces', () => {
    expect(
      print(textChanges('Städte ohne Autos\nsind leiser', 'Städte mit Bussen\nsind leiser')),
    ).toBe('Städte [-ohne Autos-]{+mit Bussen+}\nsind leiser');
  });

  it('answers a 5000-character rewrite without building a table past its bound', () => {
    const words = (seed: string) => Array.from({ length: 900 }, (_, i) => `${seed}${i}`).join(' ');
    const pieces = textChanges(`Start ${words('a')} end`, `Start ${words('b')} end`)!;
    expect(pieces[0]).toEqual({ Text: 'Start ' });
    expect(pieces.at(-1)).toEqual({ Text: ' end' });
  });
});
