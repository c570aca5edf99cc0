import { describe, expect, it } from '@jest/globals';
import { labelOf } from './action-labels.js';
import type { ArtifactKind } from './content-kinds.js';
import { fieldWords } from '../common/text-rules.js';
import { describeKind } from './kind-description.js';

const gadget: ArtifactKind = {
  type: 'gadget',
  typeName: 'Gadget',
  noun: 'gadget',
  plural: 'gadgets',
  entity: class {},
  textRules: {
    Title: { column: 'title', min: 1, max: 75, multiline: false },
    FurtherReading: { column: 'reading', min: 10, max: 500, multiline: true, minWhenPresent: true },
  },
  orderField: 'PartOrderJSON',
  editFields: ['Title', 'Colour'],
  move: { actionName: 'GadgetShelve', field: 'ShelfID' },
  fields: {
    PartOrderJSON: {
      label: 'order of the parts',
      editLabel: 'Reordered the parts',
      shows: { ids: 'part' },
    },
    ShelfID: { label: 'shelf', shows: { id: 'shelf' } },
    Colour: {},
  },
  actions: {
    GadgetPaint: { args: class {}, label: 'Painted it', apply: async () => ({}) },
  },
  actionLabels: {
    GadgetCreate: { label: 'Built the gadget' },
    GadgetEdit: {
      label: 'Edited the gadget',
      when: [{ at: 'New.Colour', label: 'Recoloured it' }],
    },
  },
  name: () => '',
  link: () => '',
  snapshot: async () => ({}),
  applyField: async () => undefined,
};

describe("a kind's actions and their labels", () => {
  const described = describeKind(gadget);

  it('are every action the write path can record for it, generic and its own', () => {
    expect(Object.keys(described.actions)).toEqual([
      'GadgetCreate',
      'GadgetEditTextField',
      'GadgetEdit',
      'GadgetDelete',
      'GadgetRevert',
      'GadgetShelve',
      'GadgetPaint',
    ]);
  });

  it("read as a person would say them, from the noun, the fields' words and its own labels", () => {
    const label = (action: string, args: unknown = {}) => labelOf(described.actions[action], args);
    expect(label('GadgetCreate')).toBe('Built the gadget');
    expect(label('GadgetDelete')).toBe('Deleted the gadget');
    expect(label('GadgetRevert', { RevID: 'r1' })).toBe('Reverted to an earlier revision');
    expect(label('GadgetRevert', { RevID: 'r1', Undo: true })).toBe('Undid a revision');
    expect(label('GadgetShelve', { NewParentPosID: 's1' })).toBe('Moved to another shelf');
    expect(label('GadgetPaint')).toBe('Painted it');
    expect(label('GadgetEditTextField', { FieldName: 'FurtherReading' })).toBe(
      'Edited the further reading',
    );
    expect(label('GadgetEditTextField', { FieldName: 'PartOrderJSON' })).toBe(
      'Reordered the parts',
    );
    expect(label('GadgetEditTextField', { FieldName: 'Nothing' })).toBe('Edited the gadget');
    expect(label('GadgetEdit', { Old: { Colour: '' }, New: { Colour: 'red' } })).toBe(
      'Recoloured it',
    );
    expect(label('GadgetEdit', { Old: { Title: 'a' }, New: { Title: 'b', Colour: '' } })).toBe(
      'Edited the gadget',
    );
    expect(label('GadgetEdit', 'not an object')).toBe('Edited the gadget');
  });

  it('describes its fields: words, limits, readings, and which an edit of one alone names', () => {
    expect(described.fields).toEqual({
      Title: {
        label: 'title',
        editLabel: 'Edited the title',
        text: { min: 1, max: 75, multiline: false, minWhenPresent: false },
        shows: null,
      },
      FurtherReading: {
        label: 'further reading',
        editLabel: 'Edited the further reading',
        text: { min: 10, max: 500, multiline: true, minWhenPresent: true },
        shows: null,
      },
      PartOrderJSON: {
        label: 'order of the parts',
        editLabel: 'Reordered the parts',
        text: null,
        shows: { ids: 'part' },
      },
      Colour: { label: 'colour', editLabel: null, text: null, shows: null },
      ShelfID: { label: 'shelf', editLabel: null, text: null, shows: { id: 'shelf' } },
      Deleted: { label: 'deleted', editLabel: null, text: null, shows: null },
    });
  });

  it('puts a field name in words', () => {
    expect(fieldWords('RejectingPremises')).toBe('rejecting premises');
    expect(fieldWords('ImageURL')).toBe('image URL');
    expect(fieldWords('PersonID')).toBe('person ID');
    expect(fieldWords('URLOfIt')).toBe('URL of it');
    expect(fieldWords('Title')).toBe('title');
  });
});
