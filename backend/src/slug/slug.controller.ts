import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser } from '../common/authenticated.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  NewSlugDto,
  SlugAvailabilityDto,
  SlugAvailableDto,
  SlugCreatedDto,
  SlugDto,
  SlugGetDto,
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
}
