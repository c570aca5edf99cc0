/**
 * The kinds of content a dump carries, by their registered type; each becomes a file named after
 * its kind's plural (questions.ndjson.gz), with the columns its entity maps. Only what the
 * registry cannot say is written here: which order columns hold children's ids, what else must be
 * public for a row to be, and the lists (tags, categories) kept in tables of their own.
 */
export interface DumpedKind {
  type: string;
  /** A column listing its children's ids in reading order: kept only for children in the dump. */
  order?: { property: string; child: string };
  /** Other artifacts its row names that must be public too (a quote shows with its person). */
  alsoPublic?: readonly { type: string; property: string }[];
  /** Its tags (artifact_tags), as a TagIDs field. */
  tagged?: boolean;
  /** Its categories (convo_categories), as a CategoryIDs field. */
  categorised?: boolean;
  /** Public only while public content carries it (a tag left on deleted content only is not). */
  publicWhileCarried?: boolean;
}

export const DUMPED_KINDS: readonly DumpedKind[] = [
  {
    type: 'convo',
    order: { property: 'posOrder', child: 'pos' },
    tagged: true,
    categorised: true,
  },
  { type: 'pos', order: { property: 'argOrder', child: 'arg' } },
  { type: 'arg', tagged: true },
  { type: 'person' },
  { type: 'quote', alsoPublic: [{ type: 'person', property: 'personId' }] },
  { type: 'category' },
  { type: 'tag', publicWhileCarried: true },
  { type: 'article' },
];

/**
 * Columns no dump carries: the deletion time (only live content is dumped) and the creator's
 * account id (the CreatedBy field names their username instead).
 */
export const OMITTED_PROPERTIES: ReadonlySet<string> = new Set(['deletedAt', 'createdBy']);
