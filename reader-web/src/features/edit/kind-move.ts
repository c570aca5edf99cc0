import { KINDS, type KindType } from '../../api/kinds';

/**
 * How a kind moves to another parent: the action that does it ('ArgSetPos'), its parent's kind,
 * and the kind under which the parents it may move to are listed (an argument moves to another
 * position of its question).
 */
export function moveOf(type: KindType): {
  action: string;
  parent: KindType;
  grandparent: KindType;
} {
  const { move, parent, noun } = KINDS[type];
  const grandparent = parent && KINDS[parent].parent;
  if (!move || !parent || !grandparent) throw new Error(`A ${noun} never moves.`);
  return { action: move.action, parent, grandparent };
}
