import { describe, expect, it } from '@jest/globals';
import { IsString } from 'class-validator';
import { parseArgsWith } from './action-args.js';
import { ContentKindRegistry } from './content-kind.registry.js';
import type { ArtifactKind, KindAction } from './content-kinds.js';
import { bareKind } from './kind.fixtures.js';

class PingArgs {
  @IsString({ message: 'action.ArgsJSON.Note must be text' })
  Note!: string;
}

const ping: KindAction = { args: PingArgs, label: 'Pinged it', apply: async () => ({}) };

function kind(type: string, actions: Record<string, KindAction>): ArtifactKind {
  const typeName = type[0].toUpperCase() + type.slice(1);
  return bareKind(type, {
    fields: { PosID: { shows: { id: type } } },
    move: { actionName: `${typeName}SetPos`, field: 'PosID' },
    actions,
  });
}

describe("a kind's own actions", () => {
  it('registers actions named <TypeName><Verb>', () => {
    const registry = new ContentKindRegistry();
    registry.register(kind('sprocket', { SprocketPing: ping }));
    expect(Object.keys(registry.get('sprocket').actions ?? {})).toEqual(['SprocketPing']);
  });

  it.each([
    ['another prefix', 'WidgetPing', /must be Sprocket<Verb>/],
    ['no verb', 'Sprocket', /must be Sprocket<Verb>/],
    ['a lower-case verb', 'Sprocketping', /must be Sprocket<Verb>/],
    ['a generic verb', 'SprocketDelete', /would hide a generic action/],
    ['the Edit verb', 'SprocketEdit', /would hide a generic action/],
    ['the move action', 'SprocketSetPos', /would hide a generic action/],
  ])('refuses %s', (_name, actionName, message) => {
    const registry = new ContentKindRegistry();
    expect(() => registry.register(kind('sprocket', { [actionName]: ping }))).toThrow(message);
  });

  it('parses their ArgsJSON against their own schema', () => {
    expect(parseArgsWith(PingArgs, '{"Note":"hi"}')).toEqual({ Note: 'hi' });
    expect(() => parseArgsWith(PingArgs, '{"Note":1}')).toThrow(
      'action.ArgsJSON.Note must be text.',
    );
    expect(() => parseArgsWith(PingArgs, '{"Note":"a","__proto__":{"x":1}}')).toThrow(
      /unknown field "__proto__"/,
    );
    expect(() => parseArgsWith(PingArgs, '{"Note":"a\\u0000"}')).toThrow(/NUL/);
  });
});
