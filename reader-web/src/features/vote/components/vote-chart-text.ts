/** One choice of a results chart: its name, how many chose it and their whole-number share. */
export interface ChartBar {
  key: string;
  label: string;
  count: number;
  percent: number;
}

/** How many voters the results count, and how many of them were signed in. */
export interface VoterTally {
  total: number;
  signedIn: number;
}

export function voterTallyText({ total, signedIn }: VoterTally): string {
  return `${total} ${total === 1 ? 'voter' : 'voters'}, ${signedIn} signed in`;
}

/** What a results chart counts: "voted", choices "for" each position; "rated", none for ratings. */
export interface ChartWording {
  verb: string;
  /** Put before each choice's name in the summary ("for"), or nothing. */
  choicePrefix?: string;
}

const people = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'person' : 'people'}`;

/** A bar's figures as words, for its accessible name: "Yes: 55%, 66 people". */
export function barText(bar: ChartBar): string {
  return `${bar.label}: ${Math.round(bar.percent)}%, ${people(bar.count)}`;
}

/**
 * The chart as one sentence, with the same figures as its bars and table:
 * "120 people voted: 55% for Yes (66), 45% for No (54)."
 */
export function resultsSummary(total: number, bars: ChartBar[], wording: ChartWording): string {
  if (total === 0 || bars.length === 0) return `Nobody has ${wording.verb} yet.`;
  const prefix = wording.choicePrefix ? `${wording.choicePrefix} ` : '';
  const parts = bars.map(
    (bar) =>
      `${Math.round(bar.percent)}% ${prefix}${bar.label} (${bar.count.toLocaleString('en')})`,
  );
  return `${people(total)} ${wording.verb}: ${parts.join(', ')}.`;
}
