import { ApiProperty } from '@nestjs/swagger';

export class ApiErrorDto {
  @ApiProperty({ example: 'email must be a valid email address.' })
  error!: string;
}
