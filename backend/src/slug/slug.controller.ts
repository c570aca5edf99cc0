import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser } from '../common/authenticated.decorator.js';
import { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  NewSlugDto,
  SlugAvailabilityDto,
  SlugAvailableDto,
  SlugCreatedDto,
  SlugDto,
  SlugEditDto,
  SlugGetDto,
  SlugHistoryQueryDto,
} from './slug.dto.js';
import { SlugService } from './slug.service.js';

@ApiTags('slugs')
@Controller('slug')
export class SlugController {
  constructor(private readonly slugs: SlugService) {}

  /** For the slug input of those who may set slugs (editors and up). */
  @Post('available')
  @HttpCode(200)
  @Access('create', 'slug')
  @ApiOkResponse({ type: SlugAvailabilityDto })
  available(@Body() dto: SlugAvailableDto): Promise<SlugAvailabilityDto> {
    return this.slugs.available(dto.slug);
  }

  @Post('create')
  @Access('create', 'slug')
  @ApiCreatedResponse({ type: SlugCreatedDto })
  create(@CurrentUser() user: UserEntity, @Body() dto: NewSlugDto): Promise<SlugCreatedDto> {
    return this.slugs.create(user, dto);
  }

  /** Public: a page's slug is in its canonical link anyway. */
  @Post('get')
  @HttpCode(200)
  @ApiOkResponse({ type: SlugDto })
  get(@Body() dto: SlugGetDto): Promise<SlugDto> {
    return this.slugs.get(dto.artifactID);
  }

  /** The artifact's slug changes, newest first (404 while it has never had a slug). */
  @Get('history')
  @ApiOkResponse({ type: HistoryDto })
  history(
    @Query() query: SlugHistoryQueryDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<HistoryDto> {
    return this.slugs.history(query.artifactID, user, query);
  }

  /** SlugRevert (to a revision of its history) or SlugEditTextField with OldValue. */
  @Post('edit')
  @HttpCode(200)
  @Access('edit', 'slug')
  @ApiOkResponse({ type: EditResultDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: SlugEditDto): Promise<EditResultDto> {
    return this.slugs.edit(user, dto);
  }
}
