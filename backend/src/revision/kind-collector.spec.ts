import { describe, expect, it } from '@jest/globals';
import { forwardRef, Injectable, Module } from '@nestjs/common';
import { provideContentKind } from './content-kind.registry.js';
import { collectContentKinds } from './kind-collector.js';
import { bareKind } from './kind.fixtures.js';

const [a, b, c, d] = ['alpha', 'beta', 'gamma', 'delta'].map((type) => bareKind(type));
let created = 0;

@Injectable()
class CountsItsInstances {
  constructor() {
    created += 1;
  }
}

@Module({ providers: [provideContentKind(c)] })
class DeepModule {}

@Module({ imports: [DeepModule], providers: [provideContentKind(b), CountsItsInstances] })
class BetaModule {}

@Module({ imports: [forwardRef(() => BetaModule)], providers: [provideContentKind(a)] })
class AlphaModule {}

describe('collectContentKinds', () => {
  it("finds every kind an app's modules register, breadth first, creating nothing", async () => {
    const root = {
      module: class Root {},
      imports: [
        AlphaModule,
        BetaModule,
        Promise.resolve({ module: class Extra {}, providers: [provideContentKind(d)] }),
      ],
    };
    expect(await collectContentKinds(root)).toEqual([a, b, d, c]);
    expect(created).toBe(0);
  });

  it('knows a kind only by its registration (no provider of another shape counts)', async () => {
    @Module({ providers: [{ provide: 'ContentKind:alpha', useValue: a }] })
    class LooksLikeOne {}
    expect(await collectContentKinds(LooksLikeOne)).toEqual([]);
  });
});
