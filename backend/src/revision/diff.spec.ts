import { describe, expect, it } from '@jest/globals';
import { creationDiff, diffSnapshots } from './diff.js';

describe('diffSnapshots', () => {
  it('is empty for equal snapshots', () => {
    expect(
      diffSnapshots({ Title: 'a', Deleted: 'false' }, { Title: 'a', Deleted: 'false' }),
    ).toEqual([]);
  });

  it('lists each changed field once with its old and new value', () => {
    expect(
      diffSnapshots({ Title: 'old', Description: 'same' }, { Title: 'new', Description: 'same' }),
    ).toEqual([{ Field: 'Title', Old: 'old', New: 'new' }]);
  });

  it('treats a field present on one side only as null on the other', () => {
    expect(diffSnapshots({ Gone: 'x' }, { Added: 'y' })).toEqual([
      { Field: 'Gone', Old: 'x', New: null },
      { Field: 'Added', Old: null, New: 'y' },
    ]);
  });

  it('tells the empty text from null', () => {
    expect(diffSnapshots({ Tags: null }, { Tags: '' })).toEqual([
      { Field: 'Tags', Old: null, New: '' },
    ]);
    expect(diffSnapshots({ Tags: null }, {})).toEqual([]);
  });

  it('does not treat inherited names as fields', () => {
    expect(diffSnapshots({}, { constructor: 'x' })).toEqual([
      { Field: 'constructor', Old: null, New: 'x' },
    ]);
  });
});

describe('creationDiff', () => {
  it('records only what the creation set', () => {
    expect(
      creationDiff({
        Title: 'A title',
        Description: '',
        Tags: '',
        PosOrderJSON: '[]',
        Deleted: 'false',
        PosID: 'p1',
      }),
    ).toEqual([
      { Field: 'Title', Old: null, New: 'A title' },
      { Field: 'PosID', Old: null, New: 'p1' },
    ]);
  });
});
