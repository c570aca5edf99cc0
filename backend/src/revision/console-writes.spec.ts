import { describe, expect, it, jest } from '@jest/globals';
import { lineRule } from '../common/text-rules.js';
import {
  CONSOLE_DELETE_DESCRIPTION,
  CONSOLE_EDIT_DESCRIPTION,
  consoleDelete,
  consoleEdit,
  consoleEditAction,
} from './console-writes.js';
import type { WritePathService } from './write-path.service.js';

const withEditFields = {
  type: 'req',
  typeName: 'Req',
  editFields: ['Title', 'Issue', 'Status'],
  textRules: { Title: lineRule('title', 75), Issue: lineRule('issue', 5000) },
};
const textOnly = { type: 'tag', typeName: 'Tag', textRules: { Name: lineRule('name', 40) } };
const actor = { id: 'u1', role: 'editor' as const, usernameCased: 'Ed' };

describe('consoleEditAction', () => {
  it('sends the changed fields as one {Type}Edit, Old values from what was loaded', () => {
    const action = consoleEditAction(
      withEditFields,
      { Title: 'New title', Issue: 'Same issue', Status: 'resolved' },
      { id: 'r1', Title: 'Old title', Issue: 'Same issue', Status: 'open', Deleted: false },
    );
    expect(action).toEqual({
      ActionName: 'ReqEdit',
      ArgsJSON: JSON.stringify({
        Old: { Title: 'Old title', Status: 'open' },
        New: { Title: 'New title', Status: 'resolved' },
      }),
    });
  });

  it('sends one text field of a kind without editFields as {Type}EditTextField', () => {
    expect(consoleEditAction(textOnly, { Name: 'Sun' }, { Name: 'solar' })).toEqual({
      ActionName: 'TagEditTextField',
      ArgsJSON: JSON.stringify({ FieldName: 'Name', OldValue: 'solar', NewValue: 'Sun' }),
    });
  });

  it('answers null when nothing differs from what was loaded (absent fields are left alone)', () => {
    expect(consoleEditAction(textOnly, { Name: 'solar' }, { Name: 'solar' })).toBeNull();
    expect(consoleEditAction(withEditFields, { Title: undefined }, {})).toBeNull();
  });

  it('refuses (400) a change without the loaded value, or with one that is not text', () => {
    for (const previous of [{}, { Name: null }, { Name: 3 }, { Name: ['solar'] }])
      expect(() => consoleEditAction(textOnly, { Name: 'Sun' }, previous)).toThrow(
        'previousData.Name must be the Name you loaded (text)',
      );
    expect(() => consoleEditAction(textOnly, { Name: 7 }, { Name: 'solar' })).toThrow(
      'Name must be text.',
    );
    // An inherited name is not a loaded value.
    expect(() => consoleEditAction(textOnly, { toString: 'x' }, {})).toThrow('previousData');
  });

  it('throws (a programming error) for fields the kind cannot edit together', () => {
    expect(() =>
      consoleEditAction(
        { ...textOnly, textRules: { ...textOnly.textRules, Description: lineRule('d', 9) } },
        { Name: 'a', Description: 'b' },
        { Name: 'x', Description: 'y' },
      ),
    ).toThrow('The tag kind cannot edit Name, Description together.');
  });
});

describe('consoleEdit and consoleDelete', () => {
  const writePath = () => {
    const edit = jest.fn(async (..._args: unknown[]) => ({ RevID: 'rev1' }));
    return { edit, service: { edit } as unknown as WritePathService };
  };

  it('edit: the write path with the reason as description, or a default one', async () => {
    const w = writePath();
    await consoleEdit(
      w.service,
      textOnly,
      't1',
      { Name: 'Sun' },
      { Name: 'solar' },
      {
        actor,
        reason: 'merge',
      },
    );
    expect(w.edit).toHaveBeenLastCalledWith(
      'tag',
      't1',
      expect.objectContaining({ ActionName: 'TagEditTextField' }),
      'merge',
      actor,
    );
    await consoleEdit(
      w.service,
      textOnly,
      't1',
      { Name: 'Sun' },
      { Name: 'solar' },
      {
        actor,
        reason: '',
      },
    );
    expect(w.edit.mock.calls[1][3]).toBe(CONSOLE_EDIT_DESCRIPTION);
    expect(
      await consoleEdit(
        w.service,
        textOnly,
        't1',
        { Name: 'x' },
        { Name: 'x' },
        { actor, reason: '' },
      ),
    ).toBeNull();
    expect(w.edit).toHaveBeenCalledTimes(2);
  });

  it('delete: {Type}Delete, the reason as description', async () => {
    const w = writePath();
    await consoleDelete(w.service, withEditFields, 'r1', { actor, reason: 'spam' });
    expect(w.edit).toHaveBeenLastCalledWith(
      'req',
      'r1',
      { ActionName: 'ReqDelete', ArgsJSON: '{}' },
      'spam',
      actor,
    );
    await consoleDelete(w.service, withEditFields, 'r1', { actor, reason: '' });
    expect(w.edit.mock.calls[1][3]).toBe(CONSOLE_DELETE_DESCRIPTION);
  });
});
