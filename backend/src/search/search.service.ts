import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { charCount } from '../revision/text-rules.js';
import type { SearchResultsDto } from './search.dto.js';

const LIMIT = 10;

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

@Injectable()
export class SearchService {
  constructor(private readonly dataSource: DataSource) {}

  /** Full-text (ranked, prefix) matches first, then titles within a typo or two (pg_trgm). */
  async search(raw: string): Promise<SearchResultsDto> {
    const q = raw.trim();
    if (charCount(q) < 2)
      throw new BadRequestException('q must be at least 2 characters long after trimming.');
    if (charCount(q) > 100) throw new BadRequestException('q must be at most 100 characters long.');
    const tsquery = prefixQuery(q);
    const rows = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL pg_trgm.word_similarity_threshold = 0.45`);
      return manager.query<
        {
          artifact_type: 'convo' | 'pos' | 'arg' | 'tag';
          artifact_id: string;
          title: string;
          link: string;
        }[]
      >(
        `SELECT artifact_type, artifact_id, title, link
           FROM search_entries
          WHERE ($1::text IS NOT NULL AND document @@ to_tsquery('english', $1)) OR $2 <% title
          ORDER BY (CASE WHEN $1::text IS NOT NULL AND document @@ to_tsquery('english', $1)
                         THEN 1 + ts_rank(document, to_tsquery('english', $1)) ELSE 0 END)
                   + word_similarity($2, title) DESC, title
          LIMIT ${LIMIT}`,
        [tsquery, q],
      );
    });
    return {
      Results: rows.map((r) => ({
        ArtifactType: r.artifact_type,
        ArtifactID: r.artifact_id,
        Title: r.title,
        Link: r.link,
      })),
    };
  }
}
