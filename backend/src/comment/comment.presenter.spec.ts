import { describe, expect, it } from '@jest/globals';
import { buildTree, type ThreadRow } from './comment.presenter.js';

function row(id: string, parent: string | null, extra: Partial<ThreadRow> = {}): ThreadRow {
  return {
    id,
    parent_id: parent,
    user_id: `u-${id}`,
    username_cased: `Name${id}`,
    body: `body ${id}`,
    edited: false,
    deleted: false,
    deleted_reason: null,
    created: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

describe('comment presenter', () => {
  it('hides the text and keeps the place of a deleted comment', () => {
    const [node] = buildTree([
      row('a', null, { deleted: true, deleted_reason: 'moderator', body: 'secret' }),
      row('b', 'a'),
    ]);
    expect(node).toMatchObject({ Body: '', Deleted: true, DeletedReason: 'moderator' });
    expect(node.Children.map((c) => c.CommentID)).toEqual(['b']);
  });

  it('drops a reason left on a live comment', () => {
    const [node] = buildTree([row('a', null, { deleted_reason: 'user' })]);
    expect(node.DeletedReason).toBeNull();
  });

  it('nests replies under their parents in thread order and names whom they reply to', () => {
    const tree = buildTree([row('a', null), row('b', 'a'), row('c', null), row('d', 'b')]);
    expect(tree.map((c) => c.CommentID)).toEqual(['a', 'c']);
    const [b] = tree[0].Children;
    expect(b).toMatchObject({ CommentID: 'b', ReplyToName: 'Namea' });
    expect(b.Children[0]).toMatchObject({ CommentID: 'd', ReplyToName: 'Nameb' });
    expect(tree[1].ReplyToName).toBeNull();
  });

  it('shows a reply whose parent is not in the rows at the top, not under nothing', () => {
    const tree = buildTree([row('x', 'gone')]);
    expect(tree).toHaveLength(1);
    expect(tree[0].ReplyToName).toBeNull();
  });
});
