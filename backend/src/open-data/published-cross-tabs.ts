import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CrossTabService } from '../crosstab/crosstab.service.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import type { CrossTabRow, CrossTabSource } from './cross-tab-source.js';
import { PublicSql } from './public-sql.js';

/**
 * crosstabs.csv: every live question's latest published cross-tab, one row per cell and rating,
 * a withheld cell's figures empty. A release may name an argument or a position deleted since it
 * was made: those cells are left out (a dump never carries deleted content), and the row of voters
 * who chose no position has an empty PositionID.
 */
@Injectable()
export class PublishedCrossTabs implements CrossTabSource {
  constructor(
    private readonly crossTabs: CrossTabService,
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
  ) {}

  async *rows(): AsyncGenerator<CrossTabRow> {
    for await (const { convoId, releasedAt, crossTab } of this.crossTabs.publishedReleases()) {
      const live = await this.publicOf(crossTab.Args, crossTab.Rows);
      for (const cell of crossTab.Cells) {
        if (!live.has(cell.ArgID) || (cell.PosID !== null && !live.has(cell.PosID))) continue;
        for (let rating = 1; rating <= 5; rating++)
          yield {
            QuestionID: convoId,
            ReleasedAt: releasedAt.toISOString(),
            PositionID: cell.PosID ?? '',
            ArgumentID: cell.ArgID,
            Rating: String(rating),
            Voters: cell.Withheld || !cell.Counts ? '' : String(cell.Counts[rating - 1]),
          };
      }
    }
  }

  /** Which of a release's arguments and positions are public now. */
  private async publicOf(argIds: string[], posIds: (string | null)[]): Promise<Set<string>> {
    const pub = new PublicSql(this.dataSource, this.kinds);
    const rows = (await this.dataSource.query(
      `SELECT a.id FROM unnest($1::varchar[]) AS a(id) WHERE ${pub.condition('arg', 'a.id')}
       UNION ALL
       SELECT p.id FROM unnest($2::varchar[]) AS p(id) WHERE ${pub.condition('pos', 'p.id')}`,
      [argIds, posIds.filter((id): id is string => id !== null)],
    )) as { id: string }[];
    return new Set(rows.map((row) => row.id));
  }
}
