import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { ArticleEntity } from './article.entity.js';
import { articleKind } from './article.kind.js';

const manager = {} as EntityManager;
const article = (): ArticleEntity =>
  ({ id: 'x1', title: 'Glossary', body: 'Line one\nLine two', deletedAt: null }) as ArticleEntity;

describe('the article kind', () => {
  it('snapshots Title, Body and Deleted; the body keeps its newlines', async () => {
    const a = article();
    expect(await articleKind.snapshot(manager, a)).toEqual({
      Title: 'Glossary',
      Body: 'Line one\nLine two',
      Deleted: 'false',
    });
    await articleKind.applyField(manager, a, 'Body', ' One\r\nTwo ');
    expect(a.body).toBe('One\nTwo');
    await articleKind.applyField(manager, a, 'Body', '');
    expect(a.body).toBe('');
    await expect(articleKind.applyField(manager, a, 'Body', 'x'.repeat(20001))).rejects.toThrow(
      'at most 20000',
    );
    await expect(articleKind.applyField(manager, a, 'Author', 'x')).rejects.toThrow(
      'has no field "Author".',
    );
  });

  it('is managed by editors, searched by title and body, and has no inbox', () => {
    expect(articleKind.access?.rules).toMatchObject({
      create: { who: 'editor' },
      edit: { who: 'editor' },
      revert: { who: 'editor' },
      delete: { who: 'editor' },
    });
    expect(articleKind.search?.(article())).toEqual({
      title: 'Glossary',
      body: 'Line one\nLine two',
      link: '/article/x1',
    });
    expect(articleKind.inboxKind).toBeUndefined();
  });
});
