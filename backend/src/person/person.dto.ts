import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { HasMoreField, NextCursorField } from '../common/dto/page-fields.js';
import { CursorQuery, WholeNumberQuery } from '../common/dto/query-fields.js';
import { TextField } from '../common/dto/text-field.js';
import { idQueryMessage, ID_PATTERN, IsArtifactId } from '../common/id-validation.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { PERSON_TEXT_RULES } from './person.kind.js';

/** The spec's proponent search limit (sections 5 and 9). */
export const PERSON_FIND_LIMIT = 7;
export const PERSON_LIST_PAGE = 1000;
export const PERSON_QUOTES_LIMIT = 200;

export class NewPersonDto {
  @TextField('name', PERSON_TEXT_RULES.Name)
  name!: string;
}

export class PersonDto {
  @ApiProperty() PersonID!: string;
  @ApiProperty() Name!: string;
  @ApiProperty({ description: "The person's image; empty when there is none" }) ImageURL!: string;
  @ApiProperty({ example: 'jane-doe' }) PathAlias!: string;
  @ApiProperty({ example: '/person/jane-doe' }) Link!: string;
}

export class NewPersonResultDto {
  @ApiProperty({ type: PersonDto }) Person!: PersonDto;
}

export class PersonFindQueryDto {
  @ApiProperty({
    minLength: 1,
    maxLength: 100,
    description: 'Part of a name, case-insensitive; trimmed',
  })
  @IsString({ message: 'q must be text' })
  q!: string;
}

export class PersonFindDto {
  @ApiProperty({ type: [PersonDto], description: `At most ${PERSON_FIND_LIMIT}` })
  Results!: PersonDto[];
}

export class PersonListQueryDto {
  @WholeNumberQuery('limit', {
    default: PERSON_LIST_PAGE,
    min: 1,
    max: PERSON_LIST_PAGE,
    description: 'People per page, by name',
  })
  limit: number = PERSON_LIST_PAGE;

  @CursorQuery()
  cursor?: string;
}

export class PersonListItemDto {
  @ApiProperty() PersonID!: string;
  @ApiProperty() Name!: string;
  @ApiProperty({ example: '/person/jane-doe' }) Link!: string;
}

export class PersonListDto {
  @ApiProperty({
    type: [PersonListItemDto],
    description: 'Live people, by name (case-insensitive)',
  })
  PersonList!: PersonListItemDto[];
  @HasMoreField('Whether more people follow') HasMore!: boolean;
  @NextCursorField('The cursor of the next page; null on the last page')
  NextCursor!: string | null;
}

const aliasMessage = { message: 'pathAlias must be a person alias (a-z, 0-9 and hyphens)' };

/** One of personID or pathAlias names the person. */
export class PersonGetQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString(idQueryMessage('personID'))
  @Matches(ID_PATTERN, idQueryMessage('personID'))
  personID?: string;

  @ApiPropertyOptional({ example: 'jane-doe', maxLength: 80 })
  @IsOptional()
  @IsString(aliasMessage)
  @Matches(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, aliasMessage)
  pathAlias?: string;
}

export class PersonIdQueryDto {
  @IsArtifactId('personID')
  personID!: string;
}

export class PersonHistoryQueryDto extends IntersectionType(
  PersonIdQueryDto,
  HistoryPageQueryDto,
) {}

export class PersonEditDto extends EditBaseDto {
  @IsArtifactId('personID')
  personID!: string;
}

export class QuoteDateDto {
  @ApiProperty({ minimum: 1, maximum: 31 }) Day!: number;
  @ApiProperty({ minimum: 1, maximum: 12 }) Month!: number;
  @ApiProperty({ minimum: 1 }) Year!: number;
}

export class QuotedArgDto {
  @ApiProperty() ArgID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty({ example: '/a/abc' }) Link!: string;
}

/** A quote as the spec's Quote: its person's fields beside its own. */
export class QuoteDto {
  @ApiProperty() QuoteID!: string;
  @ApiProperty() ArgID!: string;
  @ApiProperty() PersonID!: string;
  @ApiProperty() PathAlias!: string;
  @ApiProperty() Name!: string;
  @ApiProperty() TitleRole!: string;
  @ApiProperty() ImageURL!: string;
  @ApiProperty() Quote!: string;
  @ApiProperty({ type: QuoteDateDto, nullable: true }) QuoteDate!: QuoteDateDto | null;
  @ApiProperty({ description: 'Shown only in edit mode; empty when none' }) SourceURL!: string;
}

export class QuotedConvoDto {
  @ApiProperty() ConvoID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty({ example: '/c/abc' }) Link!: string;
}

export class PersonQuoteDto extends QuoteDto {
  @ApiProperty({ type: QuotedArgDto, description: 'The argument the quote backs' })
  Arg!: QuotedArgDto;
  @ApiProperty({ type: QuotedConvoDto, description: "The argument's question" })
  Convo!: QuotedConvoDto;
}

export class PersonPageDto {
  @ApiProperty({ type: PersonDto }) Person!: PersonDto;
  @ApiProperty({
    type: [PersonQuoteDto],
    description: `The person's quotes on live arguments, newest first (at most ${PERSON_QUOTES_LIMIT})`,
  })
  Quotes!: PersonQuoteDto[];
  @HasMoreField('Whether the person has more quotes than listed') HasMore!: boolean;
}
