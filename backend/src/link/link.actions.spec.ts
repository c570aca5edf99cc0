import { describe, expect, it } from '@jest/globals';
import { checkLinkRemovals } from './link.actions.js';
import { formatLinks } from './link-rules.js';

const link = (id: string) => ({
  LinkID: id,
  Title: `Link ${id}`,
  URL: `https://example.org/${id}`,
  Image: '',
  Icon: '',
});
const links = (...ids: string[]) => ({ Links: formatLinks(ids.map(link)) });
const user = { id: 'u1', role: 'user' as const };
const editor = { id: 'u2', role: 'editor' as const };
const mod = { id: 'u3', role: 'mod' as const };

describe('checkLinkRemovals', () => {
  it('lets anyone add, reorder or edit links', () => {
    expect(() => checkLinkRemovals(links('a'), links('a', 'b'), user)).not.toThrow();
    expect(() => checkLinkRemovals(links('a', 'b'), links('b', 'a'), user)).not.toThrow();
    const edited = { Links: formatLinks([{ ...link('a'), Title: 'Renamed' }]) };
    expect(() => checkLinkRemovals(links('a'), edited, user)).not.toThrow();
  });

  it('needs the mod role for any change that removes a link', () => {
    for (const actor of [user, editor])
      expect(() => checkLinkRemovals(links('a', 'b'), links('b'), actor)).toThrow(
        'You need the mod role to delete a link.',
      );
    expect(() => checkLinkRemovals(links('a'), links(), mod)).not.toThrow();
  });

  it('ignores snapshots without a Links field (revisions older than links)', () => {
    expect(() => checkLinkRemovals({}, links('a'), user)).not.toThrow();
    expect(() => checkLinkRemovals({ Title: 'x' }, { Title: 'y' }, user)).not.toThrow();
  });
});
