import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { RateLimitService } from '../common/rate-limit.service.js';
import { TooManyRequestsException } from '../common/rate-limit.service.js';
import { lineRule, titleRule } from '../common/text-rules.js';
import { ContentKindRegistry } from './content-kind.registry.js';
import { CreateService, type NewArtifact } from './create.service.js';
import type { CreateSpec, WritePathService } from './write-path.service.js';

const AUTHOR = { id: 'u1', role: 'user' as const, usernameCased: 'Ann' };
const MANAGER = {} as EntityManager;

interface Gadget {
  id: string;
  title: string;
  blurb: string;
}

/** What happened, in order: points spent, creations written (with what the write path got). */
function harness(options: { limited?: boolean } = {}) {
  const events: string[] = [];
  const written: { revDesc: string; recordedArgs: object; outer?: EntityManager }[] = [];
  const registry = new ContentKindRegistry();
  registry.register({
    type: 'gadget',
    typeName: 'Gadget',
    noun: 'gadget',
    plural: 'gadgets',
    entity: class {},
    textRules: { Title: titleRule(), Blurb: lineRule('blurb', 20) },
    name: () => '',
    link: () => '',
    snapshot: async () => ({}),
    applyField: async () => undefined,
  });
  const rateLimits = {
    consume: async (limit: string, key: string) => {
      events.push(`spend ${limit} ${key}`);
      if (options.limited) throw new TooManyRequestsException('new things', 60);
    },
  } as unknown as RateLimitService;
  const writePath = {
    create: async <E>(
      spec: CreateSpec<E>,
      revDesc: string,
      _user: unknown,
      recordedArgs: object,
      outer?: EntityManager,
    ) => {
      events.push(`write ${spec.type}`);
      const entity = await spec.insert(MANAGER);
      written.push({ revDesc, recordedArgs, outer });
      return { entity, RevID: 'r1', location: spec.location(entity) };
    },
  } as unknown as WritePathService;
  return { creates: new CreateService(writePath, rateLimits, registry), events, written };
}

const gadget = (
  given: { title: string; blurb: string },
  extra: () => void = () => undefined,
): NewArtifact<Gadget, { title: string; blurb: string }> => ({
  type: 'gadget',
  check: (text) => {
    const texts = { title: text('title', given.title), blurb: text('blurb', given.blurb) };
    extra();
    return texts;
  },
  insert: async (_manager, texts) => ({ id: 'g1', ...texts }),
  location: (g) => `/gadget/${g.id}`,
  revDesc: 'Added a gadget',
  recordedArgs: (texts) => ({ parentID: 'p1', ...texts }),
});

describe('CreateService', () => {
  it("checks the texts against the kind's rules, spends a create point, then writes", async () => {
    const { creates, events, written } = harness();
    const result = await creates.create(
      AUTHOR,
      gadget({ title: '  A gadget of note  ', blurb: 'line\none' }),
    );
    expect(result.entity).toEqual({ id: 'g1', title: 'A gadget of note', blurb: 'line one' });
    expect(result.RevID).toBe('r1');
    expect(events).toEqual(['spend contentCreatesPerUser u1', 'write gadget']);
    expect(written).toEqual([
      {
        revDesc: 'Added a gadget',
        recordedArgs: { parentID: 'p1', title: 'A gadget of note', blurb: 'line one' },
        outer: undefined,
      },
    ]);
  });

  it('names the field as the request does, and a refused text costs no point', async () => {
    const { creates, events } = harness();
    await expect(creates.create(AUTHOR, gadget({ title: 'Short', blurb: '' }))).rejects.toThrow(
      'The title must be 10 to 75 characters; it has 5.',
    );
    await expect(
      creates.create(AUTHOR, gadget({ title: 'A gadget of note', blurb: 'x'.repeat(21) })),
    ).rejects.toThrow('The blurb must be at most 20 characters; it has 21.');
    expect(events).toEqual([]);
  });

  it("runs the kind's other checks after its texts, before any point is spent", async () => {
    const { creates, events } = harness();
    const refuse = () => {
      throw new BadRequestException('when must be a date.');
    };
    await expect(
      creates.create(AUTHOR, gadget({ title: 'Short', blurb: '' }, refuse)),
    ).rejects.toThrow('title must be');
    await expect(
      creates.create(AUTHOR, gadget({ title: 'A gadget of note', blurb: '' }, refuse)),
    ).rejects.toThrow('when must be a date.');
    expect(events).toEqual([]);
  });

  it('writes nothing when the rate limit refuses', async () => {
    const { creates, events } = harness({ limited: true });
    await expect(
      creates.create(AUTHOR, gadget({ title: 'A gadget of note', blurb: '' })),
    ).rejects.toThrow('Too many new things; try again in 1 minute.');
    expect(events).toEqual(['spend contentCreatesPerUser u1']);
  });

  it("writes in a larger change's transaction when given one", async () => {
    const { creates, written } = harness();
    const outer = {} as EntityManager;
    await creates.create(AUTHOR, gadget({ title: 'A gadget of note', blurb: '' }), outer);
    expect(written[0].outer).toBe(outer);
  });

  it('refuses a text the kind has no rule for (a bug, not a request to refuse)', async () => {
    const { creates } = harness();
    await expect(
      creates.create(AUTHOR, {
        ...gadget({ title: 'A gadget of note', blurb: '' }),
        check: (text) => ({ title: text('colour', 'red'), blurb: '' }),
      }),
    ).rejects.toThrow('The gadget kind has no text field Colour.');
  });
});
