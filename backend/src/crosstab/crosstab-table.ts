import type { EntityManager } from 'typeorm';
import type { CrossTabTable } from './crosstab-protection.js';
import { NO_POSITION, RATINGS } from './crosstab-rule.js';

/** A question's table as it stands, with how many voters' answers changed since `since`. */
export interface CurrentTable {
  table: CrossTabTable;
  /** Voters with an answer in the question (position or rating) newer than `since`; all without. */
  changes: number;
}

/**
 * Reads a question's table from the latest votes (vote_latest), in the caller's transaction: the
 * live positions (the rows, then NO_POSITION) and the live arguments (the columns), each cell's
 * voters per rating, and each row's capacity (see CrossTabTable). A voter whose latest position
 * is deleted counts as having none.
 */
export async function readTable(
  manager: EntityManager,
  convoId: string,
  since: Date | null,
): Promise<CurrentTable> {
  const positions = (
    (await manager.query(
      `SELECT id FROM positions WHERE convo_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
      [convoId],
    )) as { id: string }[]
  ).map((r) => r.id);
  const args = (
    (await manager.query(
      `SELECT a.id FROM args a JOIN positions p ON p.id = a.pos_id
        WHERE a.convo_id = $1 AND a.deleted_at IS NULL AND p.deleted_at IS NULL
        ORDER BY p.created_at, p.id, a.created_at, a.id`,
      [convoId],
    )) as { id: string }[]
  ).map((r) => r.id);
  const answers = `
    chosen AS (
      SELECT voter_key, value AS pos_id, modified FROM vote_latest
       WHERE target_type = 'convo' AND target_id = $1 AND question = 'position'
         AND value = ANY($2::varchar[])),
    rated AS (
      SELECT target_id AS arg_id, voter_key, value, modified FROM vote_latest
       WHERE target_type = 'arg' AND target_id = ANY($3::varchar[]) AND question = 'agreement'
         AND value = ANY($4::varchar[]))`;
  const params = [convoId, positions, args, RATINGS];
  const cells = (await manager.query(
    `WITH ${answers}
     SELECT COALESCE(c.pos_id, '') AS row, r.arg_id, r.value, count(*)::int AS n
       FROM rated r LEFT JOIN chosen c USING (voter_key) GROUP BY 1, 2, 3`,
    params,
  )) as { row: string; arg_id: string; value: string; n: number }[];
  const [sizes] = (await manager.query(
    `WITH ${answers},
     everyone AS (SELECT voter_key, modified FROM chosen UNION ALL SELECT voter_key, modified FROM rated)
     SELECT
       (SELECT json_object_agg(pos_id, n) FROM
          (SELECT pos_id, count(*)::int AS n FROM chosen GROUP BY pos_id) s) AS positions,
       (SELECT count(DISTINCT r.voter_key)::int FROM rated r
         WHERE NOT EXISTS (SELECT FROM chosen c WHERE c.voter_key = r.voter_key)) AS unpositioned,
       (SELECT count(DISTINCT voter_key)::int FROM everyone
         WHERE $5::timestamptz IS NULL OR modified > $5::timestamptz) AS changes`,
    [...params, since],
  )) as { positions: Record<string, number> | null; unpositioned: number; changes: number }[];
  const rows = [...positions, NO_POSITION];
  const rowIndex = new Map(rows.map((row, i) => [row, i]));
  const argIndex = new Map(args.map((arg, i) => [arg, i]));
  const counts = rows.map(() => args.map(() => RATINGS.map(() => 0)));
  for (const cell of cells) {
    const r = rowIndex.get(cell.row);
    const a = argIndex.get(cell.arg_id);
    if (r === undefined || a === undefined) continue;
    counts[r][a][Number(cell.value) - 1] = cell.n;
  }
  const capacity = [...positions.map((pos) => sizes.positions?.[pos] ?? 0), sizes.unpositioned];
  return { table: { rows, args, counts, capacity }, changes: sizes.changes };
}
