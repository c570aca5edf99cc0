import { isKindType, KINDS, type KindType } from '../../api/kinds';

type Shows = { ids: string } | { id: string } | { records: object } | null;

/**
 * What a kind orders: its order field ('PosOrderJSON', a JSON list of ids) and the kind of the
 * children it lists, which the field's reading names ({ ids: 'pos' }).
 */
export function orderOf(type: KindType): { field: string; child: KindType } {
  const { orderField: field, noun } = KINDS[type];
  const fields: Readonly<Record<string, { shows: Shows }>> = KINDS[type].fields;
  const shows = field ? fields[field].shows : null;
  const child = shows && 'ids' in shows ? shows.ids : '';
  if (!field || !isKindType(child)) throw new Error(`A ${noun} orders nothing.`);
  return { field, child };
}
