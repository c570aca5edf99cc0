import { describe, expect, it } from '@jest/globals';
import { ContentKindRegistry } from './content-kind.registry.js';
import type { ArtifactKind, KindAction } from './content-kinds.js';
import { bareKind } from './kind.fixtures.js';

const kind = bareKind;

const registering =
  (...kinds: ArtifactKind[]) =>
  () => {
    const registry = new ContentKindRegistry();
    for (const k of kinds) registry.register(k);
    registry.checkReferences();
  };

describe("a kind's registration is refused when", () => {
  it('its pages share a level or a history level with another kind', () => {
    expect(
      registering(
        kind('gadget', { page: { level: 'g' } }),
        kind('gizmo', { page: { level: 'g' } }),
      ),
    ).toThrow('The content kind "gizmo" has its pages at /g/, like "gadget".');
    expect(
      registering(
        kind('gadget', { page: { level: 'g' } }),
        kind('gizmo', { page: { level: 'z', historyLevel: 'g' } }),
      ),
    ).toThrow('has its history at /history/g/, like "gadget"');
  });

  it('its pages would live where the site has its own', () => {
    for (const level of ['edit', 'history', 'api', 'G', 'a/b', ''])
      expect(registering(kind('gadget', { page: { level } }))).toThrow('cannot have its pages');
  });

  it('it is in the sitemap without a page, or its plural cannot name the files', () => {
    expect(registering(kind('gadget', { sitemap: {} }))).toThrow(
      'is listed in the sitemap but has no page',
    );
    expect(
      registering(kind('gadget', { plural: 'gadget sets', page: { level: 'g' }, sitemap: {} })),
    ).toThrow('needs a one-word plural');
  });

  it('its slugs would not be at its id, or not fit a short link', () => {
    expect(
      registering(
        kind('gadget', { page: { level: 'g', slugged: true, addressKey: 'alias' as never } }),
      ),
    ).toThrow('may have slugs only when its page is addressed by its id');
    expect(registering(kind('gadget', { page: { level: 'gadgetry', slugged: true } }))).toThrow(
      "longer than the short links' /article/",
    );
  });

  it('GET /api/me would read a page it does not have', () => {
    expect(registering(kind('gadget', { page: { level: 'g', personal: ['edit'] } }))).toThrow(
      'has no edit page',
    );
    expect(
      registering(kind('gadget', { page: { level: 'g', addressKey: 'alias' as never } })),
    ).toThrow('which GET /api/me cannot read');
    expect(
      registering(
        kind('gadget', { page: { level: 'g', otherPages: [{ path: '/inner/g/{id}/more' }] } }),
      ),
    ).toThrow('that is not a path ending in {id}');
    expect(
      registering(
        kind('gadget', {
          page: { level: 'g', otherPages: [{ path: '/inner/g/{id}', accessKind: 'nosuch' }] },
        }),
      ),
    ).toThrow('from "nosuch", no access line');
  });

  it('an action of its own has no label', () => {
    const unlabelled = { args: class {}, label: ' ', apply: async () => ({}) } as KindAction;
    expect(registering(kind('gadget', { actions: { GadgetSpin: unlabelled } }))).toThrow(
      'needs a label for its action GadgetSpin',
    );
  });

  it('it labels an action it does not have', () => {
    expect(
      registering(kind('gadget', { actionLabels: { GadgetDelete: { label: 'Binned it' } } })),
    ).not.toThrow();
    expect(
      registering(
        kind('gadget', {
          access: { rules: { delete: { who: 'nobody' } } },
          actionLabels: { GadgetDelete: { label: 'Binned it' } },
        }),
      ),
    ).toThrow('labels GadgetDelete, no action of it');
  });

  it('a structured field does not say how it reads, or an edited field is not declared', () => {
    expect(registering(kind('gadget', { orderField: 'PartOrderJSON' }))).toThrow(
      'must declare how its field PartOrderJSON reads',
    );
    expect(
      registering(kind('gadget', { move: { actionName: 'GadgetMove', field: 'ShelfID' } })),
    ).toThrow('must declare how its field ShelfID reads');
    expect(registering(kind('gadget', { editFields: ['Colour'] }))).toThrow(
      'edits Colour together (editFields) but does not declare it',
    );
  });

  it('it names a kind nobody registered', () => {
    expect(
      registering(kind('gadget', { fields: { ShelfID: { shows: { id: 'shelf' } } } })),
    ).toThrow('shows ShelfID as "shelf", which is not registered');
    expect(
      registering(kind('gadget', { parent: { type: 'shelf', key: 'shelfId' as never } })),
    ).toThrow('lives under "shelf", which is not registered');
    expect(
      registering(
        kind('shelf'),
        kind('gadget', {
          parent: { type: 'shelf', key: 'shelfId' as never },
          fields: { ShelfID: { shows: { id: 'shelf' } } },
        }),
      ),
    ).not.toThrow();
  });
});
