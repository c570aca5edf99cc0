import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class ParseOgQueryDto {
  @ApiProperty({
    description: 'The page: an http(s) address on the standard port',
    maxLength: 2000,
  })
  @IsString({ message: 'url must be text' })
  @MaxLength(2000, { message: 'url must be at most 2000 characters' })
  url!: string;
}

export class ParseOgResultDto {
  @ApiProperty({ description: "The page's og:image or twitter:image, absolute; '' when none" })
  image!: string;

  @ApiProperty({
    description: "The site's icon (link rel=icon or apple-touch-icon), absolute; '' when none",
  })
  icon!: string;

  @ApiProperty({
    description:
      "The page's og:title, twitter:title or <title>, one line of at most 200 characters; '' when none",
  })
  title!: string;
}
