import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser } from '../common/authenticated.decorator.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { EditService } from '../revision/edit.service.js';
import { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import { RevisionService } from '../revision/revision.service.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  CategoryEditDto,
  CategoryHistoryQueryDto,
  CategoryIdQueryDto,
  CategoryListDto,
  CategoryPageDto,
  NewCategoryDto,
  NewCategoryResultDto,
} from './category.dto.js';
import { CategoryService } from './category.service.js';

@ApiTags('categories')
@Controller('category')
export class CategoryController {
  constructor(
    private readonly categories: CategoryService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
  ) {}

  @Post('new')
  @Access('create', 'category')
  @ApiCreatedResponse({ type: NewCategoryResultDto })
  create(
    @CurrentUser() user: UserEntity,
    @Body() dto: NewCategoryDto,
  ): Promise<NewCategoryResultDto> {
    return this.categories.create(user, dto);
  }

  @Get('get')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: CategoryPageDto })
  get(@Query() query: CategoryIdQueryDto): Promise<CategoryPageDto> {
    return this.categories.page(query.categoryID);
  }

  @Get('list')
  @ApiOkResponse({ type: CategoryListDto })
  list(): Promise<CategoryListDto> {
    return this.categories.list();
  }

  @Get('history')
  @ServerRead()
  @ApiOkResponse({ type: HistoryDto })
  history(
    @Query() query: CategoryHistoryQueryDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<HistoryDto> {
    return this.revisions.history('category', query.categoryID, user, query);
  }

  @Post('edit')
  @HttpCode(200)
  @Access('edit', 'category')
  @ApiOkResponse({ type: EditResultDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: CategoryEditDto): Promise<EditResultDto> {
    return this.edits.edit('category', dto.categoryID, dto, user);
  }
}
