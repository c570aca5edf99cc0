import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { TextField } from '../common/dto/text-field.js';
import { IsArtifactId } from '../common/id-validation.js';
import { PageAddressField } from '../slug/slug-address.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { ARTICLE_TEXT_RULES } from './article.kind.js';

export class NewArticleDto {
  @TextField('title', ARTICLE_TEXT_RULES.Title)
  title!: string;
}

export class NewArticleResultDto {
  @ApiProperty() ArticleID!: string;
  @ApiProperty({ example: '/edit/article/abc', description: 'Where to go next' }) Location!: string;
}

export class ArticleDto {
  @ApiProperty() ArticleID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty({ description: 'Newlines kept; empty until written' }) Body!: string;
  @ApiProperty({ example: '/article/abc' }) Link!: string;
  @ApiProperty() Created!: string;
  @ApiProperty() Updated!: string;
}

export class ArticlePageDto {
  @ApiProperty({ type: ArticleDto }) Article!: ArticleDto;
}

export class ArticleSummaryDto {
  @ApiProperty() Title!: string;
  @ApiProperty({ example: '/article/how-this-encyclopedia-works' }) Link!: string;
  @ApiProperty({ description: 'Its first paragraph, cut at about 300 characters' })
  Summary!: string;
}

export class ArticleGuideDto {
  @ApiProperty({
    type: ArticleSummaryDto,
    nullable: true,
    description: 'The live article at the slug how-this-encyclopedia-works, if there is one',
  })
  Guide!: ArticleSummaryDto | null;
}

export class ArticleIdQueryDto {
  @IsArtifactId('articleID')
  articleID!: string;
}

/** A read of the page: by its id or by a slug, current or old (/{level}/{slug} serves the same page). */
export class ArticlePageQueryDto {
  @PageAddressField('articleID')
  articleID!: string;
}

export class ArticleHistoryQueryDto extends IntersectionType(
  ArticleIdQueryDto,
  HistoryPageQueryDto,
) {}

export class ArticleEditDto extends EditBaseDto {
  @IsArtifactId('articleID')
  articleID!: string;
}
