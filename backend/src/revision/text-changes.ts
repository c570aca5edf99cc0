/** A piece of a changed text: kept as it was, removed from the old text, or added in the new. */
export interface TextPiece {
  Text: string;
  Change?: 'removed' | 'added';
}

/** Words, runs of spaces, and each other character (punctuation) on its own. */
const TOKEN = /[\p{L}\p{N}_'’-]+|\s+|[^\p{L}\p{N}_'’\s-]/gu;

/**
 * Beyond this many token pairs between the common start and end, the middle is shown as removed
 * and added whole: the comparison's table would cost more than it tells.
 */
const MAX_CELLS = 1_000_000;

type Op = { op: '=' | '-' | '+'; text: string };

/** The longest common subsequence of two token lists, as a list of operations. */
function lcsOps(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: the LCS length of a[i..] and b[j..], in one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[at(i, j)] =
        a[i] === b[j]
          ? lengths[at(i + 1, j + 1)] + 1
          : Math.max(lengths[at(i + 1, j)], lengths[at(i, j + 1)]);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      ops.push({ op: '=', text: a[i] });
      i++;
      j++;
    } else if (lengths[at(i + 1, j)] >= lengths[at(i, j + 1)]) ops.push({ op: '-', text: a[i++] });
    else ops.push({ op: '+', text: b[j++] });
  }
  while (i < n) ops.push({ op: '-', text: a[i++] });
  while (j < m) ops.push({ op: '+', text: b[j++] });
  return ops;
}

function tokenOps(a: string[], b: string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  const middle =
    midA.length * midB.length > MAX_CELLS
      ? [
          ...midA.map((text) => ({ op: '-' as const, text })),
          ...midB.map((text) => ({ op: '+' as const, text })),
        ]
      : lcsOps(midA, midB);
  return [
    ...a.slice(0, start).map((text) => ({ op: '=' as const, text })),
    ...middle,
    ...a.slice(a.length - end).map((text) => ({ op: '=' as const, text })),
  ];
}

/**
 * Each run of only added (or only removed) words that starts with a space the kept text after it
 * also starts with, moved one token on: 'the{+ city+} air' reads 'the {+city +}air', as words are
 * added before their space.
 */
function slid(ops: Op[]): Op[] {
  const out = [...ops];
  for (let start = 0; start < out.length; start++) {
    if (out[start].op === '=' || (start > 0 && out[start - 1].op !== '=')) continue;
    let end = start;
    while (end + 1 < out.length && out[end + 1].op === out[start].op) end++;
    const next = out[end + 1];
    if (next?.op === '=' && /^\s+$/.test(out[start].text) && out[start].text === next.text) {
      const [space] = out.splice(start, 1);
      out.splice(start, 0, { op: '=', text: space.text });
      out.splice(end + 1, 1, { op: out[start + 1].op, text: next.text });
    }
  }
  return out;
}

/**
 * What changed between two texts, word by word, as a person reads a wiki's diff: the new text's
 * pieces with the old one's removed words in place, each change's removed words before its added
 * ones. Spaces or a lone punctuation mark kept between two changes join them, so a reworded
 * phrase reads as one change rather than a word-by-word interleaving. Null when the texts share
 * no word: every word changed, which the whole old and new values say better.
 */
export function textChanges(old: string, now: string): TextPiece[] | null {
  const ops = slid(tokenOps(old.match(TOKEN) ?? [], now.match(TOKEN) ?? []));
  // A kept run without a word between two changes becomes part of both.
  const isChange = (op: Op | undefined) => op !== undefined && op.op !== '=';
  const joined: Op[] = [];
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k];
    if (op.op !== '=') {
      joined.push(op);
      continue;
    }
    let last = k;
    while (last + 1 < ops.length && ops[last + 1].op === '=') last++;
    const run = ops.slice(k, last + 1);
    const wordless = run.every(({ text }) => !/[\p{L}\p{N}]/u.test(text));
    if (wordless && isChange(joined.at(-1)) && isChange(ops[last + 1])) {
      const text = run.map((r) => r.text).join('');
      joined.push({ op: '-', text }, { op: '+', text });
    } else joined.push(...run);
    k = last;
  }
  if (!joined.some(({ op, text }) => op === '=' && /[\p{L}\p{N}]/u.test(text))) return null;
  const pieces: TextPiece[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) pieces.push({ Text: removed, Change: 'removed' });
    if (added) pieces.push({ Text: added, Change: 'added' });
    removed = '';
    added = '';
  };
  for (const { op, text } of joined) {
    if (op === '-') removed += text;
    else if (op === '+') added += text;
    else {
      flush();
      const previous = pieces.at(-1);
      if (previous && previous.Change === undefined) previous.Text += text;
      else pieces.push({ Text: text });
    }
  }
  flush();
  return pieces;
}
