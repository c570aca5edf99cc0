import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { EditService } from '../revision/edit.service.js';
import { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import { RevisionService } from '../revision/revision.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { TagEditDto, TagHistoryQueryDto, TagPageDto, TagPageQueryDto } from './tag.dto.js';
import { TagService } from './tag.service.js';

@ApiTags('tags')
@Controller('tag')
export class TagController {
  constructor(
    private readonly tags: TagService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
  ) {}

  @Get('get')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: TagPageDto })
  get(@Query() query: TagPageQueryDto): Promise<TagPageDto> {
    return this.tags.page(query.tagID);
  }

  @Get('history')
  @ServerRead()
  @ApiOkResponse({ type: HistoryDto })
  history(
    @Query() query: TagHistoryQueryDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<HistoryDto> {
    return this.revisions.history('tag', query.tagID, user, query);
  }

  @Post('edit')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: EditResultDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: TagEditDto): Promise<EditResultDto> {
    return this.edits.edit('tag', dto.tagID, dto, user);
  }
}
