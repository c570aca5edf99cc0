/**
 * For tests: what someone can work out about a release's withheld cells from everything public,
 * solved as a general feasibility problem (a flow with lower and upper bounds on every edge), apart
 * from the closed forms crosstab-protection.ts uses. For one argument's column: each rating's
 * residual (its total minus the published cells) is spread over the withheld cells; a withheld
 * cell holds at most its row's capacity (a position's public voter count). A figure can be worked
 * out when no value other than its true one is feasible (the feasible values of a flow are a
 * range, so trying one less and one more is enough).
 */

const UNBOUNDED = 1e9;

interface Edge {
  to: number;
  cap: number;
  rev: number;
}

/** Maximum flow (Edmonds-Karp: small graphs only). */
function maxFlow(graph: Edge[][], source: number, sink: number): number {
  let flow = 0;
  for (;;) {
    const previous: ([number, number] | null)[] = graph.map(() => null);
    const queue = [source];
    const seen = new Set([source]);
    while (queue.length > 0 && !seen.has(sink)) {
      const node = queue.shift()!;
      graph[node].forEach((edge, i) => {
        if (edge.cap > 0 && !seen.has(edge.to)) {
          seen.add(edge.to);
          previous[edge.to] = [node, i];
          queue.push(edge.to);
        }
      });
    }
    if (!seen.has(sink)) return flow;
    let push = Infinity;
    for (let v = sink; v !== source; v = previous[v]![0]) {
      const [u, i] = previous[v]!;
      push = Math.min(push, graph[u][i].cap);
    }
    for (let v = sink; v !== source; v = previous[v]![0]) {
      const [u, i] = previous[v]!;
      graph[u][i].cap -= push;
      graph[v][graph[u][i].rev].cap += push;
    }
    flow += push;
  }
}

/** Whether a flow exists from node 0 to node 1 with every edge within its [lo, hi]. */
function feasible(nodes: number, edges: { from: number; to: number; lo: number; hi: number }[]) {
  if (edges.some((e) => e.lo > e.hi)) return false;
  const superSource = nodes;
  const superSink = nodes + 1;
  const graph: Edge[][] = Array.from({ length: nodes + 2 }, () => []);
  const add = (from: number, to: number, cap: number) => {
    graph[from].push({ to, cap, rev: graph[to].length });
    graph[to].push({ to: from, cap: 0, rev: graph[from].length - 1 });
  };
  const excess = new Array<number>(nodes).fill(0);
  // The way back from the sink to the source makes it a circulation.
  add(1, 0, UNBOUNDED);
  for (const e of edges) {
    add(e.from, e.to, e.hi - e.lo);
    excess[e.to] += e.lo;
    excess[e.from] -= e.lo;
  }
  let needed = 0;
  excess.forEach((x, node) => {
    if (x > 0) {
      add(superSource, node, x);
      needed += x;
    } else if (x < 0) add(node, superSink, -x);
  });
  return maxFlow(graph, superSource, superSink) === needed;
}

export interface ColumnView {
  /** Each rating's total (public per argument). */
  totals: number[];
  /** Rows' counts as published (null: withheld). */
  published: (number[] | null)[];
  /** Each row's public bound (Infinity: none). */
  capacity: number[];
}

type Figure = { row: number; rating: number | 'voters' };

/** Whether `figure` of a withheld row may lie within [lo, hi] given what is public. */
function canBe(view: ColumnView, figure: Figure, lo: number, hi: number): boolean {
  const ratings = view.totals.length;
  const withheld = view.published.flatMap((cell, row) => (cell === null ? [row] : []));
  const residual = view.totals.map(
    (total, k) => total - view.published.reduce((sum, cell) => sum + (cell?.[k] ?? 0), 0),
  );
  if (residual.some((r) => r < 0)) return false;
  // Nodes: 0 source, 1 sink, then ratings, then withheld rows.
  const ratingNode = (k: number) => 2 + k;
  const rowNode = (i: number) => 2 + ratings + i;
  const edges: { from: number; to: number; lo: number; hi: number }[] = [];
  residual.forEach((r, k) => edges.push({ from: 0, to: ratingNode(k), lo: r, hi: r }));
  withheld.forEach((row, i) => {
    const cap = Number.isFinite(view.capacity[row]) ? view.capacity[row] : UNBOUNDED;
    for (let k = 0; k < ratings; k += 1) {
      const fixed = figure.row === row && figure.rating === k;
      edges.push({
        from: ratingNode(k),
        to: rowNode(i),
        lo: fixed ? lo : 0,
        hi: fixed ? Math.min(hi, UNBOUNDED) : UNBOUNDED,
      });
    }
    const voters = figure.row === row && figure.rating === 'voters';
    edges.push({
      from: rowNode(i),
      to: 1,
      lo: voters ? lo : 0,
      hi: voters ? Math.min(hi, cap) : cap,
    });
  });
  return feasible(2 + ratings + withheld.length, edges);
}

/** Whether a withheld figure whose true value is `value` can be worked out exactly. */
export function derivable(view: ColumnView, figure: Figure, value: number): boolean {
  return !canBe(view, figure, 0, value - 1) && !canBe(view, figure, value + 1, UNBOUNDED);
}

/**
 * The withheld figures of a column's non-empty cells (an empty one holds no one's answer) that can
 * be worked out from the release and the totals but not from the totals alone (every cell
 * withheld), each as "row/rating" or "row/voters".
 */
export function leaks(view: ColumnView, truth: number[][]): string[] {
  const totalsOnly: ColumnView = { ...view, published: view.published.map(() => null) };
  const found: string[] = [];
  view.published.forEach((cell, row) => {
    if (cell !== null || truth[row].every((n) => n === 0)) return;
    const figures: [Figure, number][] = [
      [{ row, rating: 'voters' }, truth[row].reduce((s, n) => s + n, 0)],
      ...truth[row].map((n, k): [Figure, number] => [{ row, rating: k }, n]),
    ];
    for (const [figure, value] of figures) {
      if (derivable(view, figure, value) && !derivable(totalsOnly, figure, value))
        found.push(`${row}/${figure.rating}`);
    }
  });
  return found;
}
