import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ example: 'ok' }) Status!: 'ok';
  @ApiProperty({ example: 'up' }) Database!: 'up';
}
