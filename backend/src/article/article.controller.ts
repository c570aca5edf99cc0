import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser } from '../common/authenticated.decorator.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { EditService } from '../revision/edit.service.js';
import { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import { RevisionService } from '../revision/revision.service.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  ArticleEditDto,
  ArticleHistoryQueryDto,
  ArticlePageQueryDto,
  ArticleGuideDto,
  ArticlePageDto,
  NewArticleDto,
  NewArticleResultDto,
} from './article.dto.js';
import { ArticleService } from './article.service.js';

@ApiTags('articles')
@Controller('article')
export class ArticleController {
  constructor(
    private readonly articles: ArticleService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
  ) {}

  @Post('new')
  @Access('create', 'article')
  @ApiCreatedResponse({ type: NewArticleResultDto })
  create(
    @CurrentUser() user: UserEntity,
    @Body() dto: NewArticleDto,
  ): Promise<NewArticleResultDto> {
    return this.articles.create(user, dto);
  }

  @Get('get')
  @ServerRead({ reusable: true })
  @ApiOkResponse({ type: ArticlePageDto })
  get(@Query() query: ArticlePageQueryDto): Promise<ArticlePageDto> {
    return this.articles.page(query.articleID);
  }

  @Get('guide')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: ArticleGuideDto })
  guide(): Promise<ArticleGuideDto> {
    return this.articles.guide();
  }

  @Get('history')
  @ServerRead()
  @ApiOkResponse({ type: HistoryDto })
  history(
    @Query() query: ArticleHistoryQueryDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<HistoryDto> {
    return this.revisions.history('article', query.articleID, user, query);
  }

  @Post('edit')
  @HttpCode(200)
  @Access('edit', 'article')
  @ApiOkResponse({ type: EditResultDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: ArticleEditDto): Promise<EditResultDto> {
    return this.edits.edit('article', dto.articleID, dto, user);
  }
}
