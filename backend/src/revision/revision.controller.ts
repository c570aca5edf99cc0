import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import type { Actor } from '../common/access.js';
import { FieldValueDto, GetFieldQueryDto, LikeRevDto, LikeRevResultDto } from './revision.dto.js';
import { RevisionService } from './revision.service.js';

@ApiTags('revisions')
@Controller()
export class RevisionController {
  constructor(private readonly revisions: RevisionService) {}

  @Post('likerev')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: LikeRevResultDto })
  like(@CurrentUser() user: Actor, @Body() dto: LikeRevDto): Promise<LikeRevResultDto> {
    return this.revisions.like(user, dto.objectID, dto.liked);
  }

  @Get('getfield')
  @ApiOkResponse({ type: FieldValueDto })
  field(@Query() query: GetFieldQueryDto): Promise<FieldValueDto> {
    return this.revisions.field(query.artifactType, query.artifactID, query.fieldName);
  }
}
