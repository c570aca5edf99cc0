import { beforeAll, describe, expect, it } from '@jest/globals';
import { SHORT_LINK_PREFIX } from './common/short-link.js';
import { labelOf } from './revision/action-labels.js';
import type { ContentKindRegistry } from './revision/content-kind.registry.js';
import { registryOfApp } from './scripts/kinds-of-app.js';

/**
 * The kinds the app registers, collected from its modules as the build collects them: each names
 * its actions and fields for people, and its pages for the rest of the code.
 */
let registry: ContentKindRegistry;
beforeAll(async () => {
  registry = await registryOfApp();
});

const label = (type: string, action: string, args: unknown = {}) =>
  labelOf(registry.describe(type).actions[action], args);

describe("the app's kinds", () => {
  it('give every action they can record a label, and every field words', () => {
    const missing = registry.describeAll().flatMap((kind) => [
      ...Object.entries(kind.actions)
        .filter(([, action]) => !action.label.trim() || action.when.some((v) => !v.label.trim()))
        .map(([name]) => `${kind.type}: action ${name}`),
      ...Object.entries(kind.fields)
        .filter(([, field]) => !field.label.trim())
        .map(([name]) => `${kind.type}: field ${name}`),
    ]);
    expect(missing).toEqual([]);
    // Every action of every kind: none is left to read 'Unknown action'.
    expect(registry.describeAll().flatMap((kind) => Object.keys(kind.actions)).length).toBe(
      new Set(registry.describeAll().flatMap((kind) => Object.keys(kind.actions))).size,
    );
  });

  it("say what each of the reader's unlabelled actions did", () => {
    expect(label('arg', 'ArgAddExternalLink')).toBe('Added a link');
    expect(label('arg', 'ArgEditExternalLink')).toBe('Edited a link');
    expect(label('arg', 'ArgRemoveExternalLink')).toBe('Removed a link');
    expect(label('arg', 'ArgSetPos')).toBe('Moved to another position');
    expect(label('convo', 'ConvoSetCategories')).toBe('Changed the categories');
    expect(label('convo', 'ConvoEditTextField', { FieldName: 'PosOrderJSON' })).toBe(
      'Reordered the positions',
    );
    expect(label('arg', 'ArgEditTextField', { FieldName: 'CounterArguments' })).toBe(
      'Edited the counter-arguments',
    );
    expect(label('quote', 'QuoteCreate')).toBe('Created the quote');
    expect(label('quote', 'QuoteEdit')).toBe('Edited the quote');
    expect(label('quote', 'QuoteDelete')).toBe('Deleted the quote');
    expect(label('slug', 'SlugCreate')).toBe('Set the slug');
    expect(label('slug', 'SlugEditTextField', { FieldName: 'Slug' })).toBe('Changed the slug');
    expect(label('tag', 'TagCreate')).toBe('Created the tag');
    expect(label('tag', 'TagEditTextField', { FieldName: 'Name' })).toBe('Renamed the tag');
    expect(label('convo', 'ConvoEditTextField', { FieldName: 'ImageURL' })).toBe(
      'Changed the image',
    );
    const resolution = (field: string) => ({
      Old: { Status: 'open', [field]: '' },
      New: { Status: 'resolved', [field]: 'x' },
    });
    expect(label('req', 'ReqEdit', resolution('ConvoID'))).toBe('Made the suggestion a question');
    expect(label('req', 'ReqEdit', resolution('DeclineReason'))).toBe('Declined the suggestion');
    expect(label('req', 'ReqEdit', { Old: { Status: 'open' }, New: { Status: 'resolved' } })).toBe(
      'Resolved the request',
    );
    expect(label('req', 'ReqRevert', { RevID: 'r', Undo: true })).toBe('Undid a revision');
  });

  it('offer no action that nobody may take (tags and slugs are never deleted)', () => {
    expect(Object.keys(registry.describe('tag').actions)).not.toContain('TagDelete');
    expect(Object.keys(registry.describe('slug').actions)).not.toContain('SlugDelete');
  });

  it('have slugs on the pages of questions, positions, arguments, articles and tags only', () => {
    const slugged = registry.describeAll().filter((kind) => kind.page?.slugged);
    expect(slugged.map((kind) => [kind.type, kind.page!.level])).toEqual([
      ['convo', 'c'],
      ['pos', 'p'],
      ['arg', 'a'],
      ['article', 'article'],
      ['tag', 'tags'],
    ]);
    // The short-link prefix is the longest level with slugs (every short link fits 75).
    expect(slugged.map((kind) => `/${kind.page!.level}/`)).toContain(SHORT_LINK_PREFIX);
  });

  it('address their pages as the reader does', () => {
    const pages = Object.fromEntries(
      registry
        .describeAll()
        .filter((kind) => kind.page)
        .map((kind) => [kind.type, [kind.page!.read, kind.page!.edit, kind.page!.history]]),
    );
    expect(pages).toEqual({
      convo: ['/c/{id}', '/edit/c/{id}', '/history/c/{id}'],
      pos: ['/p/{id}', '/edit/p/{id}', '/history/p/{id}'],
      arg: ['/a/{id}', '/edit/a/{id}', '/history/a/{id}'],
      article: ['/article/{id}', '/edit/article/{id}', '/history/article/{id}'],
      person: ['/person/{alias}', '/edit/person/{id}', '/history/person/{id}'],
      tag: ['/tags/{id}', '/edit/tags/{id}', '/history/tags/{id}'],
      category: ['/categories/{id}', '/edit/categories/{id}', '/history/category/{id}'],
      req: ['/req/{id}', '/edit/req/{id}', '/history/req/{id}'],
    });
  });
});
