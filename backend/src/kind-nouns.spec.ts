import { describe, expect, it } from '@jest/globals';
import { argKind } from './arg/arg.kind.js';
import { articleKind } from './article/article.kind.js';
import { categoryKind } from './category/category.kind.js';
import { requireAccess } from './common/access.js';
import { capitalized, withArticle } from './common/text-rules.js';
import { convoKind } from './convo/convo.kind.js';
import { personKind } from './person/person.kind.js';
import { posKind } from './pos/pos.kind.js';
import { quoteKind } from './quote/quote.kind.js';
import { reqKind } from './req/req.kind.js';
import { parseActionArgs } from './revision/action-args.js';
import { parseActionName } from './revision/actions.js';
import { ContentKindRegistry } from './revision/content-kind.registry.js';
import { type ArtifactKind, noSuchField } from './revision/content-kinds.js';
import { slugKind } from './slug/slug.kind.js';
import { tagKind } from './tag/tag.kind.js';

/**
 * Each domain names its kind once (ArtifactKind.noun); every message that names a kind reads it
 * from there, so a reader is told "position", never the internal "pos".
 */
const KINDS = [
  convoKind,
  posKind,
  argKind,
  reqKind,
  tagKind,
  personKind,
  quoteKind,
  articleKind,
  categoryKind,
  slugKind,
] as unknown as ArtifactKind[];

const registry = new ContentKindRegistry();
for (const kind of KINDS) registry.register(kind);

function messageOf(act: () => unknown): string {
  try {
    act();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe("the reader's word for each kind of content", () => {
  it('maps every internal type to what a reader calls it, with its article', () => {
    expect(
      Object.fromEntries(registry.list().map((kind) => [kind.type, withArticle(kind.noun)])),
    ).toEqual({
      convo: 'a question',
      pos: 'a position',
      arg: 'an argument',
      req: 'a request',
      tag: 'a tag',
      person: 'a person',
      quote: 'a quote',
      article: 'an article',
      category: 'a category',
      slug: 'a slug',
    });
  });

  it('is what refusals say: a 403, an unknown field, an unknown action', () => {
    const user = { id: 'u1', role: 'user' as const };
    expect(messageOf(() => requireAccess(user, 'delete', 'pos'))).toBe(
      'You need the editor role to delete a position.',
    );
    expect(noSuchField(registry.get('convo'), 'Bogus').message).toBe(
      'A question has no field "Bogus".',
    );
    expect(messageOf(() => parseActionName(registry.get('arg'), 'ArgFly'))).toBe(
      'Unknown action "ArgFly" for an argument.',
    );
    expect(
      messageOf(() =>
        parseActionArgs(
          registry.get('arg'),
          'EditTextField',
          JSON.stringify({ FieldName: 'Bogus', OldValue: '', NewValue: 'x' }),
        ),
      ),
    ).toBe('An argument has no text field "Bogus".');
    expect(capitalized(withArticle(registry.get('article').noun))).toBe('An article');
  });
});
