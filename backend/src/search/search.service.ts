import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { charCount, stripControlChars } from '../common/text-rules.js';
import { listKey, readKeys } from '../common/read-keys.js';
import { lagTolerantQuery } from '../database/read-replicas.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import type { ArtifactType } from '../revision/revision.entity.js';
import { SEARCH_PAGE_SIZE, type SearchResultsDto } from './search.dto.js';

const LIMIT = SEARCH_PAGE_SIZE;
const CANDIDATES = 300;

/** The text searched for (control characters stripped, trimmed), or why it is refused. */
export function searchText(raw: string): string | { error: string } {
  const q = stripControlChars(raw).trim();
  const length = charCount(q);
  if (length < 2) return { error: 'q must be at least 2 characters long after trimming.' };
  if (length > 100) return { error: 'q must be at most 100 characters long.' };
  return q;
}

/** "climate chang" -> "climate:* & chang:*": every word, each as a prefix. */
export function prefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

/**
 * One statement, one round trip, no transaction: search_page() (migration SearchPage) gives ranked
 * full-text matches (every word as a prefix, GIN on `document`) first; only when they find
 * nothing, titles of questions and tags within a typo or two (pg_trgm, GIN on `title`, through
 * search_title_candidates which sets the threshold). A function, so that each connection plans
 * its queries once (generic plans) rather than on every search.
 *
 * Ranking reads every candidate's document, so it looks at a bounded set: a query's cost must not
 * grow with the size of the site. The liveness check runs on the best few only, as index lookups
 * (a deleted artifact leaves the index when it is deleted; a position or an argument under a
 * deleted question or position stays indexed, so an undelete needs no re-indexing, but is not
 * shown).
 */
const SEARCH = {
  name: 'search-page',
  text: `SELECT artifact_type, artifact_id, title, link, snippet, question_title, question_link
           FROM search_page($1, $2, $3, $4, ${LIMIT}, ${CANDIDATES})`,
};

@Injectable()
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
  ) {}

  /**
   * One page of results. Pages (at most MAX_SEARCH_PAGE) walk the same bounded, ranked candidates;
   * the row after the page says whether another follows. Typo matches come on the first page only.
   */
  async search(raw: string, page = 1): Promise<SearchResultsDto> {
    const q = searchText(raw);
    if (typeof q !== 'string') throw new BadRequestException(q.error);
    const offset = (page - 1) * LIMIT;
    // Any write of any kind may change the results (a title, a deletion, a parent's deletion).
    readKeys(...this.kinds.types().map(listKey));
    // Results may lag slightly: from a read replica when the request allows.
    const { rows } = await lagTolerantQuery<Row>(this.dataSource, {
      ...SEARCH,
      values: [prefixQuery(q), q, (offset + LIMIT) * 4, offset],
    });
    return {
      HasMore: rows.length > LIMIT,
      Results: rows.slice(0, LIMIT).map((r) => ({
        ArtifactType: r.artifact_type,
        ArtifactID: r.artifact_id,
        Title: r.title,
        Link: r.link,
        Snippet: snippetParts(r.snippet),
        Question:
          r.question_title !== null && r.question_link !== null
            ? { Title: r.question_title, Link: r.question_link }
            : null,
      })),
    };
  }
}

interface Row {
  artifact_type: ArtifactType;
  artifact_id: string;
  title: string;
  link: string;
  snippet: string;
  question_title: string | null;
  question_link: string | null;
}

/** Marks search_page() puts around matched words (migration SearchSnippets). */
const START = '\u0002';
const STOP = '\u0003';

/**
 * ts_headline's snippet as parts, the matched words marked: the reader shows them in <mark>
 * without any HTML from the server. A body shorter than the snippet comes whole.
 */
export function snippetParts(snippet: string): { Text: string; Match: boolean }[] {
  const parts: { Text: string; Match: boolean }[] = [];
  for (const [i, piece] of snippet.split(START).entries()) {
    const [matched, rest] = i === 0 ? [undefined, piece] : piece.split(STOP);
    if (matched) parts.push({ Text: matched, Match: true });
    if (rest) parts.push({ Text: rest, Match: false });
  }
  return parts;
}
