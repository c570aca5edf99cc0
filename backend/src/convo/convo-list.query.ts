import type { EntityManager } from 'typeorm';
import type { ConvoListQueryDto } from './convo.dto.js';

/** What the encyclopedia's lists tell of each question besides its text. */
export interface ConvoFigures {
  positions: number;
  arguments: number;
  voters: number;
}

const HAS_POSITIONS = `EXISTS (SELECT 1 FROM positions p WHERE p.convo_id = c.id AND p.deleted_at IS NULL)`;

/** Voters of a question: one latest position vote each, so its choices' counts add up to them. */
const VOTERS = `(SELECT COALESCE(SUM(v.count), 0) FROM vote_counts v
                  WHERE v.target_type = 'convo' AND v.target_id = c.id)`;

/**
 * The ids of one page of live questions in the list's order, and how many the list holds. A
 * question with no positions yet is listed after those with positions (recent) or not at all
 * (popular, which lists only questions someone voted on): there is nothing on its page to read or
 * vote on.
 */
export async function convoListPage(
  manager: EntityManager,
  query: Pick<ConvoListQueryDto, 'page' | 'perPage' | 'category' | 'sort'>,
): Promise<{ ids: string[]; total: number }> {
  const params: unknown[] = [];
  const where = ['c.deleted_at IS NULL'];
  if (query.category) {
    params.push(query.category);
    where.push(
      `EXISTS (SELECT 1 FROM convo_categories cc WHERE cc.convo_id = c.id AND cc.category_id = $${params.length})`,
    );
  }
  if (query.sort === 'popular') where.push(HAS_POSITIONS, `${VOTERS} > 0`);
  const from = `FROM convos c WHERE ${where.join(' AND ')}`;
  const order =
    query.sort === 'popular'
      ? `${VOTERS} DESC, c.created_at DESC, c.id DESC`
      : `${HAS_POSITIONS} DESC, c.created_at DESC, c.id DESC`;
  const [{ total }] = (await manager.query(`SELECT count(*)::int AS total ${from}`, params)) as {
    total: number;
  }[];
  const rows = (await manager.query(
    `SELECT c.id ${from} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.perPage, (query.page - 1) * query.perPage],
  )) as { id: string }[];
  return { ids: rows.map((r) => r.id), total };
}

/** Each question's figures, by id. */
export async function convoFigures(
  manager: EntityManager,
  ids: readonly string[],
): Promise<Map<string, ConvoFigures>> {
  if (ids.length === 0) return new Map();
  const rows = (await manager.query(
    `SELECT c.id,
            (SELECT count(*)::int FROM positions p
              WHERE p.convo_id = c.id AND p.deleted_at IS NULL) AS positions,
            (SELECT count(*)::int FROM args a
               JOIN positions p ON p.id = a.pos_id AND p.deleted_at IS NULL
              WHERE a.convo_id = c.id AND a.deleted_at IS NULL) AS arguments,
            ${VOTERS}::int AS voters
       FROM convos c WHERE c.id = ANY($1)`,
    [ids],
  )) as ({ id: string } & ConvoFigures)[];
  return new Map(rows.map(({ id, ...figures }) => [id, figures]));
}
