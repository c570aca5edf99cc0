import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import { ruleFor } from '../common/access.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import type { QuoteEntity } from './quote.entity.js';
import { quoteKind } from './quote.kind.js';

const quote = (): QuoteEntity =>
  ({
    id: 'q1',
    argId: 'a1',
    personId: 'p1',
    quote: 'Words.',
    titleRole: '',
    sourceUrl: '',
    quoteDate: null,
    deletedAt: null,
  }) as QuoteEntity;

describe('the quote kind', () => {
  it('snapshots its fields, with an undated quote as an empty QuoteDate', async () => {
    expect(await quoteKind.snapshot({} as EntityManager, quote())).toEqual({
      Quote: 'Words.',
      TitleRole: '',
      SourceURL: '',
      QuoteDate: '',
      PersonID: 'p1',
      Deleted: 'false',
    });
  });

  it('checks the source address and the date it is given', async () => {
    const q = quote();
    const manager = {} as EntityManager;
    await quoteKind.applyField(manager, q, 'SourceURL', ' https://example.org/x ');
    expect(q.sourceUrl).toBe('https://example.org/x');
    await expect(
      quoteKind.applyField(manager, q, 'SourceURL', 'javascript:alert(1)'),
    ).rejects.toThrow('SourceURL must be a web address starting with http:// or https://.');
    await quoteKind.applyField(manager, q, 'QuoteDate', '2000-02-29');
    expect(q.quoteDate).toBe('2000-02-29');
    await quoteKind.applyField(manager, q, 'QuoteDate', '');
    expect(q.quoteDate).toBeNull();
    await expect(quoteKind.applyField(manager, q, 'QuoteDate', '2001-02-30')).rejects.toThrow(
      'not a valid date',
    );
    await expect(quoteKind.applyField(manager, q, 'ArgID', 'x')).rejects.toThrow(
      'A quote has no field "ArgID".',
    );
  });

  it('lives under an argument, is deleted by mods, and takes QuoteEdit', () => {
    new ContentKindRegistry().register(quoteKind as never);
    expect(quoteKind.parent).toEqual({ type: 'arg', key: 'argId' });
    expect(ruleFor('delete', 'quote').who).toBe('mod');
    expect(ruleFor('create', 'quote').who).toBe('user');
    expect(quoteKind.editFields).toEqual([
      'Quote',
      'TitleRole',
      'SourceURL',
      'QuoteDate',
      'PersonID',
    ]);
  });
});
