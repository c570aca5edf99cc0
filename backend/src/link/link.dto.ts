import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { IdField } from '../common/dto/id-field.js';

export class ArgLinkQueryDto {
  @IdField('argID')
  argID!: string;

  @ApiProperty({ description: 'The link id, or "argID;linkID"' })
  @IsString({ message: 'linkID must be a link id or "argID;linkID"' })
  @MaxLength(40, { message: 'linkID must be a link id or "argID;linkID"' })
  @Matches(/^[A-Za-z0-9_-]{1,16}(;[A-Za-z0-9_-]{1,16})?$/, {
    message: 'linkID must be a link id or "argID;linkID"',
  })
  linkID!: string;
}

export class ArgRefsQueryDto {
  @IdField('argID')
  argID!: string;
}

export class LinkDto {
  @ApiProperty({ description: 'The link id; the argument\'s link is "argID;linkID"' })
  LinkID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() URL!: string;
  @ApiProperty({ description: "The page's image, or ''" }) Image!: string;
  @ApiProperty({ description: "The site's icon, or ''" }) Icon!: string;
}

export class LinkResultDto {
  @ApiProperty({ type: LinkDto }) Link!: LinkDto;
}

export class RefDto {
  @ApiProperty() Name!: string;
  @ApiProperty() URL!: string;
}

export class RefsResultDto {
  @ApiProperty({
    type: [RefDto],
    description: 'From the argument\'s ReferencesBody: one "name url" or "[name]: url" per line',
  })
  Refs!: RefDto[];
}
