import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { KIND_TYPES, KINDS, UNKNOWN_ACTION, type KindType } from '../../../api/kinds';
import type { RevisionDto } from '../../../api/types';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { revision } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';

type DiffEntry = RevisionDto['Diff'][number];
type Shows = { ids: string } | { id: string } | { records: { title: string; detail?: string } };

/** A change of a field as the server sends it: a structured value raw, with its reading. */
function changeOf(field: string, shows: Shows | null): DiffEntry {
  if (!shows) return { Field: field, Old: `Old ${field}`, New: `New ${field}` };
  if ('records' in shows) {
    const { title, detail = 'URL' } = shows.records;
    return {
      Field: field,
      Old: '[]',
      New: JSON.stringify([{ [title]: 'Buses in Tallinn', [detail]: 'https://example.org/t' }]),
      OldShown: [],
      NewShown: ['Buses in Tallinn (https://example.org/t)'],
    };
  }
  if ('id' in shows)
    return {
      Field: field,
      Old: 'x1',
      New: 'x2',
      OldShown: ['The first'],
      NewShown: ['The second'],
    };
  return {
    Field: field,
    Old: '["x1","x2"]',
    New: '["x2","x1"]',
    OldShown: ['The first', 'The second'],
    NewShown: ['The second', 'The first'],
  };
}

/** One revision of every action of every kind, each changing every field of its kind. */
function everyAction(): RevisionDto[] {
  return KIND_TYPES.flatMap((type: KindType) => {
    const fields: Record<string, { shows: Shows | null }> = KINDS[type].fields;
    const diff = Object.entries(fields).map(([field, { shows }]) => changeOf(field, shows));
    return Object.keys(KINDS[type].actions).map((action) =>
      revision({
        RevID: `rev-${action}`,
        ArtifactType: type,
        ActionName: action,
        ArgsJSON: '{}',
        UserDescription: action,
        Diff: diff,
      }),
    );
  });
}

describe('a history with every action the server records', () => {
  it('labels each from the kinds module and shows no structured value as JSON', async () => {
    const revisions = everyAction();
    renderApp(
      '/history/c/convo1',
      createFakeApi({
        'GET /me': anonymousMe,
        'GET /convo/history': { body: { Revisions: revisions, HasMore: false, NextCursor: null } },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Revisions, newest first' });
    const shown = [...list.querySelectorAll(':scope > li')];
    expect(shown).toHaveLength(revisions.length);
    expect(list).not.toHaveTextContent(UNKNOWN_ACTION);
    revisions.forEach((rev, index) => {
      const entry = shown[index];
      const type = rev.ArtifactType as KindType;
      const actions: Record<string, { label: string }> = KINDS[type].actions;
      expect(entry.querySelector('.revision__action')).toHaveTextContent(
        actions[rev.ActionName].label,
      );
      const changes = entry.querySelector('dl')!;
      // Raw lists, records and ids never show; their readings do.
      expect(changes.textContent).not.toMatch(/[[{]"|\bx1\b/);
      for (const change of rev.Diff)
        for (const reading of [...(change.OldShown ?? []), ...(change.NewShown ?? [])])
          expect(changes).toHaveTextContent(reading);
    });
  });
});
