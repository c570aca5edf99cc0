import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, Length, MaxLength } from 'class-validator';

export class LogChoiceDto {
  @ApiProperty({ description: 'true: accept all cookies; false: essential only' })
  @IsBoolean({ message: 'loadThirdParty must be true or false' })
  loadThirdParty!: boolean;

  @ApiProperty({ description: 'The cookie statement version the choice answers' })
  @IsString({ message: 'version must be text' })
  @Length(1, 40, { message: 'version must be 1 to 40 characters long' })
  version!: string;

  @ApiProperty({ description: 'The page where the choice was made' })
  @IsString({ message: 'url must be text' })
  @MaxLength(2048, { message: 'url must be at most 2048 characters' })
  url!: string;
}

export class ShowBannerDto {
  @ApiProperty() ShowBanner!: boolean;
  @ApiProperty({ description: 'The current cookie statement version' }) Version!: string;
}

export class LogChoiceResponseDto {
  @ApiProperty() Logged!: boolean;
}
