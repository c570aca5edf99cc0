import { describe, expect, it } from '@jest/globals';
import { changedBeyondTypo, changedChars, isSubstantive } from './substantive.js';

const kind = { versionedFields: ['Title', 'Argument'] };
const long = 'Public transport lowers emissions because one bus replaces many cars. '.repeat(5);

describe('substantive changes', () => {
  it('measures a typo fix in characters, not words', () => {
    expect(changedChars('the environmnetal cost', 'the environmental cost')).toBe(2);
    expect(changedChars('Foo', 'Fooo')).toBe(1);
    expect(changedChars('same', 'same')).toBe(0);
  });

  it('lets typo fixes through and catches rewordings', () => {
    expect(changedBeyondTypo(long, long.replace('lowers', 'lower'))).toBe(false);
    expect(
      changedBeyondTypo(
        long,
        long.replace(
          'because one bus replaces many cars',
          'only where buses run full, which few of them do',
        ),
      ),
    ).toBe(true);
    // A flipped claim in few characters needs its editor's mark.
    expect(changedBeyondTypo(long, long.replace('lowers', 'does not lower'))).toBe(false);
    // 10% of a long text: a sentence changed in 350 characters is under it.
    expect(changedBeyondTypo(long, long.replace('many cars', 'a few cars'))).toBe(false);
    expect(changedBeyondTypo('', 'A new text of some length.')).toBe(true);
  });

  it('counts a very long changed run without comparing every character', () => {
    const a = 'x'.repeat(5000);
    const b = 'y'.repeat(5000);
    expect(changedChars(a, b)).toBe(5000);
  });

  it('starts a version at creation, on a mark or beyond a typo fix, only for versioned fields', () => {
    const diff = (Field: string, Old: string, New: string) => [{ Field, Old, New }];
    expect(isSubstantive(kind, [], { created: true })).toBe(true);
    expect(isSubstantive({}, [], { created: true })).toBe(false);
    expect(isSubstantive(kind, diff('Argument', long, long.replace('lowers', 'lower')), {})).toBe(
      false,
    );
    expect(
      isSubstantive(kind, diff('Argument', long, long.replace('lowers', 'lower')), {
        marked: true,
      }),
    ).toBe(true);
    expect(isSubstantive(kind, diff('Premises', '', long), { marked: true })).toBe(false);
    expect(isSubstantive(kind, diff('Title', 'Cars are bad', 'Cars are good for towns'), {})).toBe(
      true,
    );
  });
});
