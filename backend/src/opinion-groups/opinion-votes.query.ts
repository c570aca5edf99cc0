import type { QueryRunner } from 'typeorm';
import { OpinionMatrixBuilder, type OpinionMatrix } from './opinion-matrix.js';

/** Voters read at most per question: beyond, a fixed sample (by a hash of the voter key). */
export const MAX_VOTERS = 20_000;
/** Rows fetched from the cursor at a time. */
const FETCH_ROWS = 10_000;
const CURSOR = 'opinion_group_votes';

/**
 * Reads a question's latest position choices and argument ratings into the matrix, in one query
 * read through a cursor FETCH_ROWS rows at a time (inside the caller's transaction): the voters
 * with at least `minRatings` ratings of the given arguments, at most MAX_VOTERS of them.
 */
export async function readOpinionMatrix(
  runner: QueryRunner,
  convoId: string,
  positionIds: string[],
  argIds: string[],
  minRatings: number,
): Promise<OpinionMatrix> {
  const builder = new OpinionMatrixBuilder(positionIds, argIds);
  if (argIds.length < minRatings) return builder.build();
  await runner.query(
    `DECLARE ${CURSOR} NO SCROLL CURSOR FOR
       WITH counted AS (
         SELECT voter_key FROM vote_latest
          WHERE target_type = 'arg' AND question = 'agreement' AND target_id = ANY($2::varchar[])
            AND value IN ('1', '2', '3', '4', '5')
          GROUP BY voter_key HAVING count(*) >= $3
          ORDER BY md5(voter_key), voter_key
          LIMIT $4
       )
       SELECT v.voter_key, v.target_type, v.target_id, v.value
         FROM vote_latest v JOIN counted c ON c.voter_key = v.voter_key
        WHERE (v.target_type = 'convo' AND v.target_id = $1 AND v.question = 'position')
           OR (v.target_type = 'arg' AND v.question = 'agreement' AND v.target_id = ANY($2::varchar[]))`,
    [convoId, argIds, minRatings, MAX_VOTERS],
  );
  // A failure leaves the cursor to the caller's rollback.
  for (;;) {
    const rows = (await runner.query(`FETCH ${FETCH_ROWS} FROM ${CURSOR}`)) as {
      voter_key: string;
      target_type: string;
      target_id: string;
      value: string;
    }[];
    for (const row of rows) {
      if (row.target_type === 'convo') builder.position(row.voter_key, row.value);
      else builder.rating(row.voter_key, row.target_id, row.value);
    }
    if (rows.length < FETCH_ROWS) break;
  }
  await runner.query(`CLOSE ${CURSOR}`);
  return builder.build();
}
