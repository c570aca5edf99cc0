import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { TextField } from '../common/dto/text-field.js';
import { IsArtifactId } from '../common/id-validation.js';
import { PersonDto, QuoteDto } from '../person/person.dto.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { QUOTE_TEXT_RULES } from './quote.kind.js';
import { MAX_SOURCE_URL } from './quote-source.js';

/** At most this many live quotes under one argument (its carousel; a bound on every list). */
export const MAX_QUOTES_PER_ARG = 50;

/** The date chooser's day, month and year; checked together (quote-date.ts). */
export class QuoteDateInputDto {
  @ApiProperty({ minimum: 1, maximum: 31 })
  @IsInt({ message: 'quoteDate.day must be a whole number' })
  day!: number;

  @ApiProperty({ minimum: 1, maximum: 12 })
  @IsInt({ message: 'quoteDate.month must be a whole number' })
  month!: number;

  @ApiProperty({ minimum: 1, description: 'Up to the current year' })
  @IsInt({ message: 'quoteDate.year must be a whole number' })
  year!: number;
}

export class NewQuoteDto {
  @IsArtifactId('argID')
  argID!: string;

  @IsArtifactId('personID')
  personID!: string;

  @TextField('quote', QUOTE_TEXT_RULES.Quote)
  quote!: string;

  @ApiPropertyOptional({ maxLength: MAX_SOURCE_URL, description: 'http or https; trimmed' })
  @IsOptional()
  @IsString({ message: 'sourceURL must be text' })
  sourceURL?: string;

  @TextField('titleRole', QUOTE_TEXT_RULES.TitleRole, { optional: true })
  titleRole?: string;

  @ApiPropertyOptional({ type: QuoteDateInputDto, nullable: true, description: 'null: undated' })
  @IsOptional()
  @IsObject({ message: 'quoteDate must be an object with day, month and year' })
  @ValidateNested()
  @Type(() => QuoteDateInputDto)
  quoteDate?: QuoteDateInputDto | null;
}

export class QuoteAndPersonDto {
  @ApiProperty() QuoteID!: string;
  @ApiProperty({ type: QuoteDto }) Quote!: QuoteDto;
  @ApiProperty({ type: PersonDto }) Person!: PersonDto;
}

export class QuoteIdQueryDto {
  @IsArtifactId('quoteID')
  quoteID!: string;
}

export class QuoteArgQueryDto {
  @IsArtifactId('argID')
  argID!: string;
}

export class QuoteListDto {
  @ApiProperty({
    type: [QuoteDto],
    description: `The argument's live quotes of live people, oldest first (at most ${MAX_QUOTES_PER_ARG})`,
  })
  Quotes!: QuoteDto[];
}

export class QuoteHistoryQueryDto extends IntersectionType(QuoteIdQueryDto, HistoryPageQueryDto) {}

/**
 * action: QuoteEdit with ArgsJSON {"Old": {...}, "New": {...}} over Quote, TitleRole, SourceURL,
 * QuoteDate ("YYYY-MM-DD" or "") and PersonID; QuoteDelete ({}); QuoteRevert ({"RevID"}).
 */
export class QuoteEditDto extends EditBaseDto {
  @IsArtifactId('quoteID')
  quoteID!: string;
}
