import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { decodeCursor } from './changes-cursor.js';
import { ChangesPageDto, ChangesQueryDto } from './changes.dto.js';
import { ChangesService } from './changes.service.js';

@ApiTags('changes')
@Controller('changes')
export class ChangesController {
  constructor(private readonly changes: ChangesService) {}

  /**
   * Not cached: a page's content moves with the database's xmin and with deletions, and costs
   * one keyset scan of at most limit + 1 index entries.
   */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Recent changes: public revisions in commit order, a page at a time',
    description:
      'Follow NextCursor while HasMore; then keep it and ask again later for what was committed since. Each revision is listed once, in the order its transaction committed as far as a follower can tell: a revision shows only once no earlier transaction can still commit. Revisions of deleted content are left out (see /api/log/list for deletions).',
  })
  @ApiOkResponse({ type: ChangesPageDto })
  list(@Query() query: ChangesQueryDto): Promise<ChangesPageDto> {
    return this.changes.page(
      query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      query.limit,
    );
  }
}
