import { describe, expect, it } from '@jest/globals';
import { NOBODY, registerAccessRules } from '../common/access.js';
import { parseActionName } from './actions.js';

// Whether Delete is an action of a kind is the access table's: nobody may delete a tag.
registerAccessRules('convo', { noun: 'question' });
registerAccessRules('tag', { noun: 'tag', rules: { delete: NOBODY } });
registerAccessRules('arg', { noun: 'argument' });
const convo = { type: 'convo', typeName: 'Convo', noun: 'question' };
const tag = { type: 'tag', typeName: 'Tag', noun: 'tag' };
const arg = {
  type: 'arg',
  typeName: 'Arg',
  noun: 'argument',
  move: { actionName: 'ArgSetPos', field: 'PosID' },
};

describe('parseActionName', () => {
  it('refuses names of another type, unknown verbs and creations with 400', () => {
    for (const name of [
      'PosEditTextField',
      'ConvoSetPos',
      'ArgSetPos',
      'ConvoCreate',
      'Convo',
      'convoEditTextField',
      'ConvoEditTextFieldX',
      'XConvoRevert',
      '',
    ]) {
      expect(() => parseActionName(convo, name)).toThrow(
        expect.objectContaining({ status: 400 }) as unknown as Error,
      );
    }
  });

  it('names the action, and the kind as a reader does, in the refusal', () => {
    expect(() => parseActionName(convo, 'ConvoFly')).toThrow(
      'Unknown action "ConvoFly" for a question.',
    );
  });

  it('refuses Delete for a kind that cannot be deleted', () => {
    expect(() => parseActionName(tag, 'TagDelete')).toThrow(
      'Unknown action "TagDelete" for a tag.',
    );
    expect(parseActionName(convo, 'ConvoDelete')).toBe('Delete');
  });

  it('takes a move only from a kind that declares one, under its own name', () => {
    expect(parseActionName(arg, 'ArgSetPos')).toBe('SetPos');
    expect(() => parseActionName(arg, 'ArgSetParent')).toThrow('Unknown action');
  });

  it('strips the prefix from the three shared verbs', () => {
    expect(parseActionName(convo, 'ConvoEditTextField')).toBe('EditTextField');
    expect(parseActionName(convo, 'ConvoRevert')).toBe('Revert');
    expect(parseActionName(tag, 'TagRevert')).toBe('Revert');
  });
});
