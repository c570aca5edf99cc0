import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, Length, ValidateIf } from 'class-validator';
import {
  DIGEST_FREQUENCIES,
  type DigestFrequency,
} from '../notification/notification-settings.entity.js';

/** A change of the settings: the fields left out keep their values. */
export class UpdateNotificationSettingsDto {
  @ApiPropertyOptional({ description: 'Add what I create or edit to my watchlist' })
  @ValidateIf((o: UpdateNotificationSettingsDto) => o.WatchOwn !== undefined)
  @IsBoolean({ message: 'WatchOwn must be true or false' })
  WatchOwn?: boolean;

  @ApiPropertyOptional({ enum: DIGEST_FREQUENCIES, enumName: 'DigestFrequency' })
  @ValidateIf((o: UpdateNotificationSettingsDto) => o.Digest !== undefined)
  @IsIn(DIGEST_FREQUENCIES, { message: 'Digest must be off, daily or weekly' })
  Digest?: DigestFrequency;
}

export class NotificationSettingsDto {
  @ApiProperty({ description: 'Add what I create or edit to my watchlist' })
  WatchOwn!: boolean;

  @ApiProperty({ enum: DIGEST_FREQUENCIES, enumName: 'DigestFrequency' })
  Digest!: DigestFrequency;

  @ApiProperty({ description: 'Mail to the address bounced: no digest is sent' })
  EmailBounced!: boolean;
}

export class UnsubscribeBodyDto {
  @ApiPropertyOptional({ description: 'The token of the link in a digest' })
  @ValidateIf((o: UnsubscribeBodyDto) => o.Token !== undefined)
  @IsString({ message: 'Token must be text' })
  @Length(1, 200, { message: 'Token is not a valid unsubscribe token' })
  Token?: string;
}

export class UnsubscribeQueryDto {
  @ApiPropertyOptional({ description: 'The token of the link in a digest (RFC 8058 one-click)' })
  @ValidateIf((o: UnsubscribeQueryDto) => o.token !== undefined)
  @IsString({ message: 'token must be text' })
  @Length(1, 200, { message: 'token is not a valid unsubscribe token' })
  token?: string;
}

export class UnsubscribeStateDto {
  @ApiProperty({ description: 'Whose digests the link stops' }) Username!: string;
  @ApiProperty({ enum: DIGEST_FREQUENCIES, enumName: 'DigestFrequency' })
  Digest!: DigestFrequency;
}
