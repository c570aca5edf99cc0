import pg from 'pg';

export const SIZES = {
  convos: 1000,
  positionsPerConvo: 5,
  argsPerPosition: 10,
  votes: 1_000_000,
  threadComments: 1000,
  /** All comments, as DESIGN.md's budget asks; the rest spread over the other questions. */
  comments: 100_000,
};

const WORDS =
  'climate energy housing transport school health privacy speech taxes trade water farming nuclear wind solar rail cars bikes voting courts police prisons borders migration science space ocean forests cities villages markets wages unions robots software internet media art music sport food meat sugar alcohol tobacco drugs guns army peace aid debt banks money crypto gold oil gas coal plastic waste recycling zoos animals hunting fishing language history museums religion marriage family children elders pensions retirement work holidays weekends sleep exercise diet vaccines doctors nurses hospitals insurance rent mortgages tourism airports flights trains buses ferries bridges tunnels roads parking noise light darkness'.split(
    ' ',
  );

/**
 * Bulk-loads a large site with set-based SQL (the write path would take many minutes for 50,000
 * arguments). The rows are shaped like the write path's, including their search entries.
 */
export async function loadDataset(
  databaseUrl: string,
): Promise<{ convoIds: string[]; argIds: string[]; commentThreadId: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`INSERT INTO users (id, username, username_cased, email, password_hash, role)
                        VALUES ('benchuser000', 'benchwriter', 'BenchWriter', 'bench@localhost', 'x', 'user')`);
    await client.query('CREATE TEMP TABLE words (n int, w text) ON COMMIT DROP');
    await client.query(
      'INSERT INTO words SELECT ordinality - 1, w FROM unnest($1::text[]) WITH ORDINALITY AS w',
      [WORDS],
    );
    const n = WORDS.length;
    const { convos, positionsPerConvo: p, argsPerPosition: a } = SIZES;
    await client.query(
      `INSERT INTO convos (id, title, description, tags, pos_order, created_by, created_at)
       SELECT 'c' || lpad(i::text, 11, '0'),
              'Should we change ' || w1.w || ' and ' || w2.w || ' policy ' || i || '?',
              rpad('How should societies handle ' || w1.w || ' when ' || w2.w || ' is at stake? ', 200, 'People disagree about costs, benefits and fairness. '),
              '',
              (SELECT jsonb_agg('p' || lpad((i * ${p} + k)::text, 11, '0') ORDER BY k) FROM generate_series(0, ${p} - 1) k),
              'benchuser000', now() - (i || ' minutes')::interval
         FROM generate_series(0, ${convos} - 1) i
         JOIN words w1 ON w1.n = (i * 7) % ${n} JOIN words w2 ON w2.n = (i * 13 + 5) % ${n}`,
    );
    await client.query(
      `INSERT INTO positions (id, convo_id, title, description, arg_order, created_by)
       SELECT 'p' || lpad(j::text, 11, '0'), 'c' || lpad((j / ${p})::text, 11, '0'),
              'Position ' || j || ': favour ' || w.w, 'A broad answer to the question.',
              (SELECT jsonb_agg('a' || lpad((j * ${a} + k)::text, 11, '0') ORDER BY k) FROM generate_series(0, ${a} - 1) k),
              'benchuser000'
         FROM generate_series(0, ${convos} * ${p} - 1) j JOIN words w ON w.n = (j * 11) % ${n}`,
    );
    await client.query(
      `INSERT INTO args (id, pos_id, convo_id, title, description, argument, created_by)
       SELECT 'a' || lpad(k::text, 11, '0'), 'p' || lpad((k / ${a})::text, 11, '0'), 'c' || lpad((k / (${p} * ${a}))::text, 11, '0'),
              'Argument ' || k || ' about ' || w1.w || ' and ' || w2.w,
              rpad('Because ' || w1.w || ' affects ' || w2.w || ', ', 200, 'the evidence points this way for most people. '),
              rpad('In full: ', 1200, 'premises, evidence and reasoning about the matter. '),
              'benchuser000'
         FROM generate_series(0, ${convos} * ${p} * ${a} - 1) k
         JOIN words w1 ON w1.n = (k * 17) % ${n} JOIN words w2 ON w2.n = (k * 3 + 1) % ${n}`,
    );
    for (const [type, table, prefix] of [
      ['convo', 'convos', '/c/'],
      ['pos', 'positions', '/p/'],
      ['arg', 'args', '/a/'],
    ]) {
      await client.query(
        `INSERT INTO search_entries (artifact_type, artifact_id, title, link, document)
         SELECT '${type}', id, title, '${prefix}' || id,
                setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')
           FROM ${table}`,
      );
    }
    // One million agreement votes: 20 voters on each of the 50,000 arguments, each their latest.
    const argCount = convos * p * a;
    await client.query(
      `INSERT INTO votes (target_type, target_id, voter_key, question, value, modified)
       SELECT 'arg', 'a' || lpad((k % ${argCount})::text, 11, '0'), 'u:bench' || (k / ${argCount}), 'agreement',
              (1 + (k * 7) % 5)::text, now() - (k || ' seconds')::interval
         FROM generate_series(0, ${SIZES.votes} - 1) k`,
    );
    await client.query(
      `INSERT INTO vote_latest (target_type, target_id, voter_key, question, value, modified)
       SELECT target_type, target_id, voter_key, question, value, modified FROM votes`,
    );
    await client.query(
      `INSERT INTO vote_counts (target_type, target_id, choice, count, signed_in)
       SELECT target_type, target_id, value, COUNT(*), COUNT(*) FILTER (WHERE voter_key LIKE 'u:%')
         FROM vote_latest GROUP BY 1, 2, 3`,
    );
    // One long discussion on the first question: a quarter top-level, the rest replies, a few
    // deleted, so the thread load nests and masks like a real one.
    const commentThreadId = 'c' + '0'.repeat(11);
    await client.query(
      `INSERT INTO comments (id, thread_id, parent_id, user_id, username_cased, body, deleted_at, deleted_reason, created_at)
       SELECT 'm' || lpad(i::text, 11, '0'), $1,
              CASE WHEN i % 4 = 0 THEN NULL ELSE 'm' || lpad((i / 4 * 4)::text, 11, '0') END,
              'benchuser000', 'BenchWriter',
              rpad('Comment ' || i || ': ', 300, 'I see it differently, and here is why. '),
              CASE WHEN i % 50 = 7 THEN now() END, CASE WHEN i % 50 = 7 THEN 'user' END,
              now() - ((${SIZES.threadComments} - i) || ' minutes')::interval
         FROM generate_series(0, ${SIZES.threadComments} - 1) i`,
      [commentThreadId],
    );
    const spread = SIZES.comments - SIZES.threadComments;
    await client.query(
      `INSERT INTO comments (id, thread_id, user_id, username_cased, body, created_at)
       SELECT 'n' || lpad(i::text, 11, '0'), 'c' || lpad((1 + i % (${convos} - 1))::text, 11, '0'),
              'benchuser000', 'BenchWriter', 'Another view on this question, number ' || i || '.',
              now() - (i || ' seconds')::interval
         FROM generate_series(0, ${spread} - 1) i`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    const convoIds = (
      await client.query<{ id: string }>('SELECT id FROM convos ORDER BY id')
    ).rows.map((r) => r.id);
    const argIds = (
      await client.query<{ id: string }>('SELECT id FROM args ORDER BY id LIMIT 1000')
    ).rows.map((r) => r.id);
    return { convoIds, argIds, commentThreadId };
  } finally {
    await client.end();
  }
}

export const SEARCH_QUERIES = [
  'climate',
  'clim',
  'housing pol',
  'nuclear energy',
  'transprot',
  'schools',
  'vaccines doctors',
  'rail',
  'privacy speech',
  'argument 4242',
  'should we change water',
  'forests',
];

/** Readers watching the edited question, whose every edit fans out to each of them. */
export const WATCHERS = 10_000;

/**
 * Gives the question the bench edits WATCHERS watchers (accounts of their own), so the edits of
 * "under writes" are notified to each of them by the fan-out job while the pages are read. A
 * schema without watches (a commit before issue 26) gets none.
 */
export async function loadWatchers(databaseUrl: string, convoId: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string | null }>("SELECT to_regclass('watches') t");
    if (!rows[0].t) return 0;
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO users (id, username, username_cased, email, password_hash, role)
       SELECT 'w' || lpad(i::text, 11, '0'), 'benchwatcher' || i, 'BenchWatcher' || i,
              'watcher' || i || '@bench.example', 'x', 'user'
         FROM generate_series(1, ${WATCHERS}) i`,
    );
    await client.query(
      `INSERT INTO watches (user_id, target_type, target_id, level)
       SELECT 'w' || lpad(i::text, 11, '0'), 'convo', $1, 'watching' FROM generate_series(1, ${WATCHERS}) i`,
      [convoId],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE users, watches');
    return WATCHERS;
  } finally {
    await client.end();
  }
}

/**
 * How the edited question's events were fanned out: how many, how many still waiting, and the
 * delay from an event's commit to its notifications (after `since`). Undefined without the table.
 */
export async function fanOutReport(
  databaseUrl: string,
  convoId: string,
): Promise<{ events: number; waiting: number; p50: number; max: number } | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string | null }>(
      "SELECT to_regclass('notification_events') t",
    );
    if (!rows[0].t) return undefined;
    const { rows: report } = await client.query<{
      events: string;
      waiting: string;
      p50: number | null;
      max: number | null;
    }>(
      `SELECT count(*) events, count(*) FILTER (WHERE fanned_at IS NULL) waiting,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM fanned_at - created_at)) p50,
              max(extract(epoch FROM fanned_at - created_at)) max
         FROM notification_events WHERE subject_id = $1`,
      [convoId],
    );
    const r = report[0];
    // PostgreSQL's numeric comes as text.
    return {
      events: Number(r.events),
      waiting: Number(r.waiting),
      p50: Number(r.p50 ?? 0),
      max: Number(r.max ?? 0),
    };
  } finally {
    await client.end();
  }
}
