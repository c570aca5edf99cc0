/** A row of the order-effects resource (backend order-bias/order-effects.admin.ts). */
export interface OrderEffectRecord {
  id: string;
  /** 1 for the argument a voter was shown first in its position, 2 for the second... */
  Rank: number;
  Ratings: number;
  /** 1 (I strongly agree) to 5 (I strongly disagree); null when none. */
  MeanRating: number | null;
  Rating1: number;
  Rating2: number;
  Rating3: number;
  Rating4: number;
  Rating5: number;
}

const ID = /^[A-Za-z0-9_-]{1,16}$/;

/**
 * The question id in what an editor pastes: an id, or a question's address (/c/{id}, whole or
 * as a path). Anything else is no filter yet (the whole site), rather than a refusal per keystroke.
 */
export function questionIdOf(text: string | null | undefined): string | undefined {
  const trimmed = (text ?? '').trim();
  if (ID.test(trimmed)) return trimmed;
  const id = /(?:^|\/)c\/([A-Za-z0-9_-]{1,16})(?:[/?#]|$)/.exec(trimmed)?.[1];
  return id;
}
