/**
 * The voters x columns matrix of a question (Polis's vote matrix, adapted): first one column per
 * position (1 for the voter's chosen position, 0 for the others, missing when they chose none),
 * then one per argument (the agreement rating, 1 "strongly agree" .. 5 "strongly disagree", scaled
 * to +1 .. -1; missing when not rated). Kept in one Float32Array, NaN for missing: 10,000 voters
 * and 60 columns are 2.4 MB.
 */
export interface OpinionMatrix {
  /** Each row's voter (kept in memory for the computation only, never stored nor answered). */
  voters: string[];
  /** Position ids, then argument ids. */
  columns: string[];
  positionColumns: number;
  /** voters.length x columns.length, row-major; NaN where the voter gave no answer. */
  values: Float32Array;
}

/** A rating "1".."5" on the -1..1 scale (1 strongly agree = +1), or NaN for anything else. */
export function scaledRating(value: string): number {
  const rating = value.length === 1 ? value.charCodeAt(0) - 48 : NaN;
  return rating >= 1 && rating <= 5 ? (3 - rating) / 2 : NaN;
}

/** Builds the matrix from answers streamed in any order (rows are added as voters appear). */
export class OpinionMatrixBuilder {
  private readonly rowOf = new Map<string, number>();
  private readonly voters: string[] = [];
  private readonly columnOf = new Map<string, number>();
  private readonly columns: string[];
  private readonly positionColumns: number;
  private values: Float32Array;

  constructor(positionIds: readonly string[], argIds: readonly string[], expectedVoters = 256) {
    this.columns = [...positionIds, ...argIds];
    this.positionColumns = positionIds.length;
    this.columns.forEach((id, index) => this.columnOf.set(id, index));
    this.values = new Float32Array(Math.max(1, expectedVoters) * this.columns.length).fill(NaN);
  }

  /** The voter's chosen position (ignored when it is no column: a deleted position). */
  position(voterKey: string, posId: string): void {
    const column = this.columnOf.get(posId);
    if (column === undefined || column >= this.positionColumns) return;
    const start = this.row(voterKey) * this.columns.length;
    for (let p = 0; p < this.positionColumns; p += 1) this.values[start + p] = p === column ? 1 : 0;
  }

  /** The voter's agreement rating of an argument ("1".."5"; anything else, or another argument, is ignored). */
  rating(voterKey: string, argId: string, value: string): void {
    const column = this.columnOf.get(argId);
    const scaled = scaledRating(value);
    if (column === undefined || column < this.positionColumns || Number.isNaN(scaled)) return;
    this.values[this.row(voterKey) * this.columns.length + column] = scaled;
  }

  get size(): number {
    return this.voters.length;
  }

  build(): OpinionMatrix {
    return {
      voters: this.voters,
      columns: this.columns,
      positionColumns: this.positionColumns,
      values: this.values.subarray(0, this.voters.length * this.columns.length),
    };
  }

  private row(voterKey: string): number {
    const known = this.rowOf.get(voterKey);
    if (known !== undefined) return known;
    const row = this.voters.length;
    const width = this.columns.length;
    if ((row + 1) * width > this.values.length) {
      const grown = new Float32Array(Math.max(this.values.length * 2, (row + 1) * width)).fill(NaN);
      grown.set(this.values);
      this.values = grown;
    }
    this.rowOf.set(voterKey, row);
    this.voters.push(voterKey);
    return row;
  }
}
