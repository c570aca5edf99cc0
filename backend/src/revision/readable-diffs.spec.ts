import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { ContentKindRegistry } from './content-kind.registry.js';
import type { ArtifactKind } from './content-kinds.js';
import { ReadableDiffs } from './readable-diffs.js';
import type { DiffEntry } from './revision.entity.js';

class Shelf {}
class Part {}

const kind = (type: string, entity: object, more: Partial<ArtifactKind> = {}): ArtifactKind => ({
  type,
  typeName: type[0].toUpperCase() + type.slice(1),
  noun: type,
  plural: `${type}s`,
  entity: entity as ArtifactKind['entity'],
  textRules: {},
  name: (row) => (row as { title: string }).title,
  link: () => '',
  snapshot: async () => ({}),
  applyField: async () => undefined,
  ...more,
});

const registry = new ContentKindRegistry();
registry.register(kind('shelf', Shelf));
registry.register(kind('part', Part));
registry.register(
  kind('gadget', class {}, {
    orderField: 'PartOrderJSON',
    move: { actionName: 'GadgetShelve', field: 'ShelfID' },
    fields: {
      PartOrderJSON: { shows: { ids: 'part' } },
      ShelfID: { shows: { id: 'shelf' } },
      Links: { shows: { records: { title: 'Title', detail: 'URL' } } },
    },
  }),
);

registry.register(
  kind('note', class {}, {
    textRules: { Body: { column: 'body', min: 0, max: 5000, multiline: true } },
    fields: { Status: {} },
  }),
);

const ROWS = new Map<object, { id: string; title: string; deletedAt: Date | null }[]>([
  [
    Part,
    [
      { id: 'p1', title: 'Spring', deletedAt: null },
      { id: 'p2', title: 'Cog', deletedAt: null },
      { id: 'p3', title: 'Gone', deletedAt: new Date() },
    ],
  ],
  [Shelf, [{ id: 's1', title: 'Top shelf', deletedAt: null }]],
]);

function readable() {
  const queries: object[] = [];
  const dataSource = {
    manager: {
      find: async (entity: object, options: { where: { id: { value: string[] } } }) => {
        queries.push(entity);
        const ids = options.where.id.value;
        return (ROWS.get(entity) ?? []).filter((row) => ids.includes(row.id));
      },
    },
  } as unknown as DataSource;
  return { diffs: new ReadableDiffs(dataSource, registry), queries };
}

const revision = (diff: DiffEntry[]) => ({ artifactType: 'gadget', diff });

describe('ReadableDiffs', () => {
  it('reads ids as names, records by their title and detail, and leaves text as it is', async () => {
    const { diffs } = readable();
    const [[order, move, links, text]] = await diffs.of([
      revision([
        { Field: 'PartOrderJSON', Old: '["p1","p2"]', New: '["p2","p1","p3","p9"]' },
        { Field: 'ShelfID', Old: null, New: 's1' },
        { Field: 'Links', Old: '[]', New: '[{"Title":"A study","URL":"https://e.org/s"}]' },
        { Field: 'Title', Old: 'a', New: 'b' },
      ]),
    ]);
    expect(order.OldShown).toEqual(['Spring', 'Cog']);
    expect(order.NewShown).toEqual(['Cog', 'Spring', 'a deleted part', 'a deleted part']);
    expect(move).toEqual({ Field: 'ShelfID', Old: null, New: 's1', NewShown: ['Top shelf'] });
    expect(links.NewShown).toEqual(['A study (https://e.org/s)']);
    expect(links.OldShown).toEqual([]);
    expect(text).toEqual({ Field: 'Title', Old: 'a', New: 'b' });
  });

  it('marks the words an edit of a text changed, and only for a text edited from one text to another', async () => {
    const { diffs, queries } = readable();
    const [[edited, rewritten, set, status]] = await diffs.of([
      {
        artifactType: 'note',
        diff: [
          { Field: 'Body', Old: 'Buses run every hour.', New: 'Buses run every ten minutes.' },
          { Field: 'Body', Old: 'Old words', New: 'Brand new text' },
          { Field: 'Body', Old: '', New: 'A first text' },
          { Field: 'Status', Old: 'open now', New: 'resolved now' },
        ],
      },
    ]);
    expect(edited.Changes).toEqual([
      { Text: 'Buses run every ' },
      { Text: 'hour', Change: 'removed' },
      { Text: 'ten minutes', Change: 'added' },
      { Text: '.' },
    ]);
    // Nothing in common, nothing before, not a text field: the values as they are.
    for (const entry of [rewritten, set, status]) expect(entry.Changes).toBeUndefined();
    expect(queries).toEqual([]);
  });

  it('reads a deletion or its undoing as Yes and No, not true and false', async () => {
    const { diffs } = readable();
    const [[deleted]] = await diffs.of([
      { artifactType: 'note', diff: [{ Field: 'Deleted', Old: 'false', New: 'true' }] },
    ]);
    expect(deleted).toEqual({
      Field: 'Deleted',
      Old: 'false',
      New: 'true',
      OldShown: ['No'],
      NewShown: ['Yes'],
    });
  });

  it('reads the names a page of revisions needs with one query per kind named', async () => {
    const { diffs, queries } = readable();
    const page = Array.from({ length: 50 }, (_, i) =>
      revision([
        { Field: 'PartOrderJSON', Old: '["p1"]', New: `["p1","p${i % 3}"]` },
        { Field: 'ShelfID', Old: 's1', New: 's1' },
      ]),
    );
    await diffs.of(page);
    expect(queries).toEqual([Part, Shelf]);
    await diffs.of([revision([{ Field: 'Title', Old: 'a', New: 'b' }])]);
    expect(queries).toHaveLength(2);
  });

  it('leaves revisions of kinds this app does not register as they are', async () => {
    const { diffs, queries } = readable();
    const diff = [{ Field: 'PartOrderJSON', Old: '[]', New: '["p1"]' }];
    expect(await diffs.of([{ artifactType: 'gone', diff }])).toEqual([diff]);
    expect(queries).toEqual([]);
  });
});
